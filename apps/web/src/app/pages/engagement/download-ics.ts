import { buildPath, type RouteDef } from '@dl/contracts';
import { downloadFile } from '#web/components/kit/file-preview/download-file.ts';
import { config } from '#web/config/env.ts';
import { renewAccessToken } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { getSession } from '#web/lib/session-store.ts';

/**
 * Saves a text/calendar answer (a meeting's or an event's .ics) under its name. The call carries the
 * bearer like every API call (one refresh on a 401), so it is fetched and handed to the browser as a
 * blob rather than opened as a plain link.
 */
export async function downloadIcs(route: RouteDef, params: Record<string, string>, filename: string): Promise<void> {
  const url = `${config.apiOrigin}${buildPath(route.url, params)}`;
  const get = (token: string | null) =>
    fetch(url, { headers: { Accept: 'text/calendar', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  const used = getSession()?.access ?? null;
  let response = await get(used);
  if (response.status === 401) response = await get(await renewAccessToken(used));
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { detail?: string; code?: string } | null;
    throw new ApiError(response.status, body?.detail ?? null, body?.code ?? null);
  }
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  try {
    downloadFile(objectUrl, filename);
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}
