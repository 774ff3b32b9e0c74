import { config } from '#web/config/env.ts';
import { renewAccessToken } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { getSession } from '#web/lib/session-store.ts';

/**
 * A call the JSON client does not make (a multipart upload, a CSV download) with the session's
 * token; a 401 gets one token refresh and one retry, like every other call.
 */
export async function authorizedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const session = getSession();
  if (!session) throw new ApiError(401, null, 'NOT_LOGGED_IN');
  const attempt = (token: string) =>
    fetch(`${config.apiOrigin}${path}`, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } });
  const response = await attempt(session.access);
  if (response.status !== 401) return response;
  return attempt(await renewAccessToken(session.access));
}

/** The `{detail, code}` of a refused call as the app's ApiError. */
export async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { detail?: string; code?: string } | null;
  return new ApiError(response.status, body?.detail ?? null, body?.code ?? null);
}
