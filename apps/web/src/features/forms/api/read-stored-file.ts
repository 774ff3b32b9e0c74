import { buildPath, getStaticAssetRoute } from '@dl/contracts';
import { config } from '#web/config/env.ts';
import { renewAccessToken } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { getClaims, getSession } from '#web/lib/session-store.ts';

/** Reads a stored file's content, for its preview. */
export type StoredFileReader = (fileId: string) => Promise<Blob>;

/** `GET /fid/:fid/static-assets/:fileId` with the session's token (one refresh and retry on a 401). */
export const readStoredFile: StoredFileReader = async (fileId) => {
  const fidId = getClaims()?.current_fiduciary_id ?? '';
  const url = `${config.apiOrigin}${buildPath(getStaticAssetRoute.url, { fidId, fileId })}`;
  const send = (token: string | null) => fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const used = getSession()?.access ?? null;
  let response = await send(used);
  if (response.status === 401) response = await send(await renewAccessToken(used));
  if (!response.ok) throw new ApiError(response.status, null, null);
  return response.blob();
};
