import { buildPath, downloadBinderRoute } from '@dl/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '#web/components/kit/file-preview/download-file.ts';
import { config } from '#web/config/env.ts';
import { renewAccessToken } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { getSession } from '#web/lib/session-store.ts';

const ATTACHMENT_NAME = /filename="([^"]+)"/;

/**
 * GET fid-admin/investments/{id}/binder: the ZIP as a blob. The call carries the bearer like every
 * API call (one refresh on a 401), so it is fetched rather than opened as a plain link.
 */
async function fetchClosingBinder(fidId: string, id: string): Promise<{ blob: Blob; filename: string }> {
  const url = `${config.apiOrigin}${buildPath(downloadBinderRoute.url, { fidId, id })}`;
  const get = (token: string | null) =>
    fetch(url, { headers: { Accept: 'application/zip', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  const used = getSession()?.access ?? null;
  let response = await get(used);
  if (response.status === 401) response = await get(await renewAccessToken(used));
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { detail?: string; code?: string } | null;
    throw new ApiError(response.status, body?.detail ?? null, body?.code ?? null);
  }
  const named = ATTACHMENT_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), filename: named ?? `closing-binder-${id.slice(0, 8)}.zip` };
}

/** Downloads the closing binder of an executed deal and hands it to the browser to save. */
export function useDownloadClosingBinder(fidId: string, id: string) {
  return useMutation({
    mutationFn: async () => {
      const { blob, filename } = await fetchClosingBinder(fidId, id);
      const objectUrl = URL.createObjectURL(blob);
      try {
        downloadFile(objectUrl, filename);
      } finally {
        // The browser starts reading the blob on the click; it is released once that is under way.
        setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
      }
    },
  });
}
