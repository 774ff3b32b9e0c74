import { buildPath, certificateRoute, csvExportRoute } from '@dl/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '#web/components/kit/file-preview/download-file.ts';
import { config } from '#web/config/env.ts';
import { renewAccessToken } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { getSession } from '#web/lib/session-store.ts';
import type { CapParams } from './keys.ts';

const ATTACHMENT_NAME = /filename="([^"]+)"/;

/**
 * A file of the API (a CSV, a certificate PDF) fetched with the session's bearer (one refresh on a
 * 401, like every call), then handed to the browser to save: a plain link would carry no token.
 */
async function saveFrom(path: string, accept: string, fallbackName: string): Promise<void> {
  const get = (token: string | null) =>
    fetch(`${config.apiOrigin}${path}`, {
      headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  const used = getSession()?.access ?? null;
  let response = await get(used);
  if (response.status === 401) response = await get(await renewAccessToken(used));
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { detail?: string; code?: string } | null;
    throw new ApiError(response.status, body?.detail ?? null, body?.code ?? null);
  }
  const name = ATTACHMENT_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    downloadFile(objectUrl, name);
  } finally {
    // The browser starts reading the blob on the click; it is released once that is under way.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}

export type CsvTable = 'summary' | 'stakeholders' | 'securities' | 'ledger';

/** GET .../export/{table}.csv */
export function useCsvDownload(p: CapParams | null) {
  return useMutation({
    mutationFn: (table: CsvTable) =>
      saveFrom(buildPath(csvExportRoute.url, { ...(p as CapParams), table }), 'text/csv', `${table}.csv`),
  });
}

/** GET .../securities/{id}/certificate: the share certificate PDF. */
export function useCertificateDownload(p: CapParams, securityId: string) {
  return useMutation({
    mutationFn: () =>
      saveFrom(
        buildPath(certificateRoute.url, { ...p, securityId }),
        'application/pdf',
        `certificate-${securityId}.pdf`,
      ),
  });
}
