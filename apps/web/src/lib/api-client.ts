import { buildPath, errorSchema, type RouteDef, type RouteSchema, refreshRoute } from '@dl/contracts';
import { ERROR_MESSAGES } from '@dl/domain';
import type { z } from 'zod';
import { config } from '../config/env.ts';
import { ApiError } from './api-error.ts';
import { currentPath, isPublicPage, loginPath } from './redirect.ts';
import { clearSession, getSession, updateTokens } from './session-store.ts';

type SuccessStatus = 200 | 201 | 202 | 204;
type ResponseMap<S extends RouteSchema> = S['response'];
type SuccessKey<S extends RouteSchema> = keyof ResponseMap<S> & SuccessStatus;
/** The parsed body of the route's 2xx answers. */
export type ApiResponse<S extends RouteSchema> = {
  [K in SuccessKey<S>]: ResponseMap<S>[K] extends z.ZodType ? z.output<ResponseMap<S>[K]> : never;
}[SuccessKey<S>];

/**
 * - `session` (default): bearer token, and on a 401 one refresh then one retry (spec 4).
 * - `public`: no token and no refresh (login, refresh itself, logout, password pages, public branding).
 */
export type AuthMode = 'session' | 'public';

type ParamsInput<S> = S extends { params: infer P extends z.ZodType } ? { params: z.input<P> } : { params?: never };
type BodyInput<S> = S extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never };
type QueryInput<S> = S extends { querystring: infer Q extends z.ZodType } ? { query?: z.input<Q> } : { query?: never };

export type RequestInput<S extends RouteSchema> = ParamsInput<S> &
  BodyInput<S> &
  QueryInput<S> & { signal?: AbortSignal; auth?: AuthMode };

type InputArgs<S extends RouteSchema> =
  object extends RequestInput<S> ? [input?: RequestInput<S>] : [input: RequestInput<S>];

interface LooseInput {
  params?: Record<string, string | number>;
  body?: unknown;
  query?: Record<string, unknown>;
  signal?: AbortSignal;
  auth?: AuthMode;
}

/** Calls one route of the wire contract and parses the answer with the route's own schema. */
export async function apiRequest<S extends RouteSchema>(
  route: RouteDef<S>,
  ...args: InputArgs<S>
): Promise<ApiResponse<S>> {
  const input: LooseInput = args[0] ?? {};
  const auth = input.auth ?? 'session';
  const url = `${config.apiOrigin}${buildPath(route.url, input.params)}${queryString(input.query)}`;
  const send = (token: string | null) => fetch(url, requestInit(route.method, input, token));

  const usedToken = auth === 'public' ? null : (getSession()?.access ?? null);
  let response = await send(usedToken);
  if (response.status === 401 && auth === 'session') {
    const fresh = await renewAccessToken(usedToken);
    response = await send(fresh);
  }
  return (await parseResponse(route, response)) as ApiResponse<S>;
}

function requestInit(method: string, input: LooseInput, token: string | null): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers };
  if (input.body !== undefined) init.body = JSON.stringify(input.body);
  if (input.signal) init.signal = input.signal;
  return init;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function parseResponse(route: RouteDef, response: Response): Promise<unknown> {
  const body = await readJson(response);
  if (!response.ok) {
    const error = errorSchema.partial().safeParse(body);
    const detail = error.success ? (error.data.detail ?? null) : null;
    throw new ApiError(response.status, detail, error.success ? (error.data.code ?? null) : null);
  }
  const schema = route.schema.response[response.status];
  if (!schema) return body;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, null, 'INVALID_RESPONSE');
  return parsed.data;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// ---- Refresh (spec 4 and 8) ----

let refreshInFlight: Promise<string> | null = null;
let onSessionExpired: (loginUrl: string) => void = (url) => window.location.assign(url);

/** Lets the router take over the navigation to Login when the session ends. */
export function setSessionExpiredHandler(handler: (loginUrl: string) => void): void {
  onSessionExpired = handler;
}

/**
 * A fresh access token after a 401. When another call already replaced the token this request used,
 * that one is reused; otherwise every caller shares one refresh in flight, because the API rotates
 * refresh tokens and a second refresh with the old token would be taken as reuse (session revoked).
 * When the refresh fails the session is cleared and the user goes to Login with a redirect back.
 */
export function renewAccessToken(usedToken: string | null): Promise<string> {
  const current = getSession()?.access ?? null;
  if (current && current !== usedToken) return Promise.resolve(current);
  refreshInFlight ??= refreshWithLock(usedToken)
    .catch((error: unknown) => {
      clearSession();
      // On a public page (Login itself, with its own redirect query) there is nowhere to send the user.
      if (!isPublicPage(window.location.pathname)) onSessionExpired(loginPath(currentPath()));
      throw error;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/** Across tabs too: the Web Locks API serialises refreshes, and a tab that waited reuses the result. */
async function refreshWithLock(usedToken: string | null): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshTokens();
  return locks.request('dl.auth.refresh', async () => {
    const current = getSession()?.access ?? null;
    return current && current !== usedToken ? current : refreshTokens();
  });
}

/** POST token/refresh with the stored refresh token; stores the rotated pair. Never retried. */
export async function refreshTokens(): Promise<string> {
  const refresh = getSession()?.refresh;
  if (!refresh) throw new Error(ERROR_MESSAGES.REFRESH_TOKEN_EMPTY);
  const tokens = await apiRequest(refreshRoute, { body: { refresh }, auth: 'public' });
  updateTokens(tokens);
  return tokens.access;
}
