import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures.ts';

export interface ApiSession {
  token: string;
  /** The fiduciary the session starts on (the first one of the user's permissions). */
  fidId: string;
  headers: { Authorization: string };
}

/**
 * Logs a demo user in through `POST /api/v1/fid/login`. The e2e server's access tokens live 5 s
 * (global setup), so a session is good for the calls that follow it at once, not for a whole test.
 */
export async function apiLogin(request: APIRequestContext, email: string): Promise<ApiSession> {
  const response = await request.post('/api/v1/fid/login', { data: { username: email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { access: string; permissions: { fiduciary: { id: string } }[] };
  return {
    token: body.access,
    fidId: body.permissions[0]?.fiduciary.id ?? '',
    headers: { Authorization: `Bearer ${body.access}` },
  };
}

export interface ApiAsOptions {
  /**
   * Log in again before every call (the default), so that calls made across a test's waits never
   * carry an expired token. `false` logs in once, at the first call.
   */
  loginPerCall?: boolean;
}

/**
 * Calls as a demo user on their fiduciary's tenant base, `/api/v1/fid/{fid}/<path>`: each one must
 * answer 2xx, and resolves to the answer's JSON (undefined when it has no body).
 */
export function apiAs(request: APIRequestContext, email: string, options: ApiAsOptions = {}) {
  const { loginPerCall = true } = options;
  let session: Promise<ApiSession> | undefined;
  const call = async <T>(method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown): Promise<T> => {
    if (loginPerCall || !session) session = apiLogin(request, email);
    const { fidId, headers } = await session;
    const res = await request.fetch(`/api/v1/fid/${fidId}/${path}`, {
      method,
      headers,
      ...(data === undefined ? {} : { data }),
    });
    const text = await res.text();
    expect(res.ok(), `${method} ${path}: ${res.status()} ${text}`).toBe(true);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    get: <T = unknown>(path: string) => call<T>('GET', path),
    post: <T = unknown>(path: string, data?: unknown) => call<T>('POST', path, data),
    patch: <T = unknown>(path: string, data: unknown) => call<T>('PATCH', path, data),
  };
}
