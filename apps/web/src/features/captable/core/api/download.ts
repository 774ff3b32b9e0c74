import { buildPath, type CSV_TABLES, csvExportRoute } from '@dl/contracts';
import { downloadFile } from '#web/components/kit/file-preview/download-file.ts';
import { config } from '#web/config/env.ts';
import { renewAccessToken } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { getSession } from '#web/lib/session-store.ts';
import type { CapParams } from './cap-tables.ts';

export type CsvTable = (typeof CSV_TABLES)[number];

/** A call the JSON client does not make, with the session's bearer and one refresh on a 401. */
async function bearerFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const url = `${config.apiOrigin}${path}`;
  const attempt = (token: string | null) =>
    fetch(url, { ...init, headers: { ...init.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  const used = getSession()?.access ?? null;
  const response = await attempt(used);
  if (response.status !== 401) return response;
  return attempt(await renewAccessToken(used));
}

const ATTACHMENT_NAME = /filename="([^"]+)"/;

/**
 * A file the API streams (a CSV, the OCF ZIP): fetched with the session's bearer like every call
 * (one refresh on a 401), then handed to the browser to save under the server's name or `fallback`.
 */
export async function downloadWithBearer(path: string, accept: string, fallback: string): Promise<void> {
  const response = await bearerFetch(path, { headers: { Accept: accept } });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { detail?: string; code?: string } | null;
    throw new ApiError(response.status, body?.detail ?? null, body?.code ?? null);
  }
  const name = ATTACHMENT_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    downloadFile(objectUrl, name);
  } finally {
    // The browser starts reading the blob on the click; it is released once that is under way.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}

/** GET .../export/{table}.csv: one cap-table list as CSV. */
export function downloadCsv(params: CapParams, table: CsvTable): Promise<void> {
  return downloadWithBearer(buildPath(csvExportRoute.url, { ...params, table }), 'text/csv', `${table}.csv`);
}
