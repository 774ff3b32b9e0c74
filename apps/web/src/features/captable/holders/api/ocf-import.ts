import { buildPath, errorSchema, ocfImportRoute, ocfProblemSchema } from '@dl/contracts';
import { z } from 'zod';
import { config } from '#web/config/env.ts';
import { renewAccessToken } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { getSession } from '#web/lib/session-store.ts';
import type { CapParams } from '#web/features/captable/core/index.ts';

export type OcfProblem = z.infer<typeof ocfProblemSchema>;

/** What an import ended with: the counts of what was imported, or every problem that stopped it. */
export type ImportReport =
  | { ok: true; counts: Record<string, number> }
  | { ok: false; detail: string; problems: OcfProblem[] };

const successSchema = ocfImportRoute.schema.response[200];
const refusedSchema = z.object({ detail: z.string(), problems: z.array(ocfProblemSchema) });

interface Answer {
  status: number;
  body: unknown;
}

function send(url: string, token: string, file: File, onProgress: (percent: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, null, 'NETWORK_ERROR'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * POST .../ocf/import with the ZIP as the multipart `file` field, sent with XMLHttpRequest for its
 * upload progress (one token refresh on a 401). A 422 is not a failure of the call: it is the report
 * of every problem by file and object, shown as such.
 */
export async function importOcfPackage(
  params: CapParams,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ImportReport> {
  const session = getSession();
  if (!session) throw new ApiError(401, null, 'NOT_LOGGED_IN');
  const url = `${config.apiOrigin}${buildPath(ocfImportRoute.url, params)}`;
  let answer = await send(url, session.access, file, onProgress);
  if (answer.status === 401) answer = await send(url, await renewAccessToken(session.access), file, onProgress);
  if (answer.status >= 200 && answer.status < 300) {
    const parsed = successSchema.safeParse(answer.body);
    if (!parsed.success) throw new ApiError(answer.status, null, 'INVALID_RESPONSE');
    return { ok: true, counts: parsed.data.data.counts };
  }
  const refused = refusedSchema.safeParse(answer.body);
  if (answer.status === 422 && refused.success) return { ok: false, ...refused.data };
  const error = errorSchema.partial().safeParse(answer.body);
  throw new ApiError(
    answer.status,
    error.success ? (error.data.detail ?? null) : null,
    error.success ? (error.data.code ?? null) : null,
  );
}
