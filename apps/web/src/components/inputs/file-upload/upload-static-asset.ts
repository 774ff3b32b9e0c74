import { buildPath, errorSchema, type UploadResult, uploadResultSchema, uploadStaticAssetRoute } from '@dl/contracts';
import type { FileTypeGroup } from '@dl/domain';
import { config } from '#web/config/env.ts';
import { renewAccessToken } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { getClaims, getSession } from '#web/lib/session-store.ts';

export interface UploadRequest {
  file: File;
  group: FileTypeGroup;
  /** Whole percent of the bytes sent, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Sends one file and answers the stored asset; the file input takes one so tests can inject it. */
export type Uploader = (request: UploadRequest) => Promise<UploadResult>;

interface Answer {
  status: number;
  body: unknown;
}

/**
 * `POST /fid/{fidId}/static-assets?group=` (spec 7) with the current session's token. Sent with
 * XMLHttpRequest because fetch reports no upload progress. A 401 gets one token refresh and one retry.
 */
export const uploadStaticAsset: Uploader = async (request) => {
  const fidId = getClaims(getSession())?.current_fiduciary_id;
  if (!fidId) throw new ApiError(401, null, 'NOT_LOGGED_IN');
  const path = buildPath(uploadStaticAssetRoute.url, { fidId });
  return uploadToPath(`${path}?${new URLSearchParams({ group: request.group })}`, request);
};

/**
 * One multipart upload (the `file` field) to an API path that answers an UploadResult, such as a
 * provider's logo upload, with the same token refresh and progress as uploadStaticAsset.
 */
export async function uploadToPath(path: string, request: Omit<UploadRequest, 'group'>): Promise<UploadResult> {
  const body = await uploadMultipart(path, request);
  const parsed = uploadResultSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ApiError(200, null, 'INVALID_RESPONSE');
}

/** A multipart upload's text fields, sent before the file (the server reads them with it). */
export interface MultipartUpload extends Omit<UploadRequest, 'group'> {
  fields?: ReadonlyArray<readonly [string, string]>;
}

/**
 * One multipart upload (text `fields`, then the `file` field) to an API path, with the token refresh
 * and progress of uploadStaticAsset; answers the JSON body of a 2xx, else throws its ApiError.
 */
export async function uploadMultipart(path: string, request: MultipartUpload): Promise<unknown> {
  const session = getSession();
  if (!session) throw new ApiError(401, null, 'NOT_LOGGED_IN');
  const url = `${config.apiOrigin}${path}`;
  let answer = await send(url, session.access, request);
  if (answer.status === 401) answer = await send(url, await renewAccessToken(session.access), request);
  return parseAnswer(answer);
}

function send(url: string, token: string, { file, fields = [], onProgress, signal }: MultipartUpload): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: readJson(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError(0, null, 'NETWORK_ERROR'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function parseAnswer({ status, body }: Answer): unknown {
  if (status >= 200 && status < 300) return body;
  const error = errorSchema.partial().safeParse(body);
  throw new ApiError(
    status,
    error.success ? (error.data.detail ?? null) : null,
    error.success ? (error.data.code ?? null) : null,
  );
}

function readJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
