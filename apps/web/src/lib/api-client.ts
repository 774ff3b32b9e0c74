import { API_PREFIX, buildPath, type HttpMethod, type RouteDef, type RouteSchema } from '@dl/contracts';
import { ERROR_MESSAGES } from '@dl/domain';
import type { z } from 'zod';
import { config } from '../config/env.ts';
import { ApiError } from './api-error.ts';
import { currentPath, isPublicPage, loginPath } from './redirect.ts';
import { parseTokenPair } from './session-wire.ts';
import { clearSession, getSession, updateTokens } from './session-store.ts';
import * as wire from './wire-parse.ts';

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
type AuthMode = 'session' | 'public';

type ParamsInput<S> = S extends { params: infer P extends z.ZodType } ? { params: z.input<P> } : { params?: never };
type BodyInput<S> = S extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never };
type QueryInput<S> = S extends { querystring: infer Q extends z.ZodType } ? { query?: z.input<Q> } : { query?: never };

export type RequestInput<S extends RouteSchema> = ParamsInput<S> &
  BodyInput<S> &
  QueryInput<S> & { signal?: AbortSignal; auth?: AuthMode };

type InputArgs<S extends RouteSchema> =
  object extends RequestInput<S> ? [input?: RequestInput<S>] : [input: RequestInput<S>];

export interface LooseInput {
  params?: Record<string, string | number>;
  body?: unknown;
  query?: Record<string, unknown>;
  signal?: AbortSignal;
  auth?: AuthMode;
}

/** A route of the wire contract without its zod schemas: method and full path. */
export interface Endpoint {
  method: HttpMethod;
  url: string;
}

/** The endpoint of a contract route by its method and path under the API prefix. */
export function endpoint(method: HttpMethod, path: string): Endpoint {
  return { method, url: `${API_PREFIX}${path}` };
}

/** Reads a 2xx answer: the value to resolve with, or wire.INVALID when it breaks the contract. */
type ReadBody = (status: number, body: unknown) => unknown;

/** Calls one route of the wire contract and parses the answer with the route's own schema. */
export async function apiRequest<S extends RouteSchema>(
  route: RouteDef<S>,
  ...args: InputArgs<S>
): Promise<ApiResponse<S>> {
  const read: ReadBody = (status, body) => {
    const schema = route.schema.response[status];
    if (!schema) return body;
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data : wire.INVALID;
  };
  return (await send(route, args[0] ?? {}, read)) as ApiResponse<S>;
}

/**
 * The same call for the login path (login, public branding, refresh), whose answer is read by a
 * parser of wire-parse.ts instead of the route's zod schema: zod stays out of the first download.
 */
export async function callEndpoint<T>(endpoint: Endpoint, parse: wire.Parse<T>, input: LooseInput = {}): Promise<T> {
  return (await send(endpoint, input, (_status, body) => parse(body))) as T;
}

async function send(endpoint: Endpoint, input: LooseInput, read: ReadBody): Promise<unknown> {
  const auth = input.auth ?? 'session';
  const url = `${config.apiOrigin}${buildPath(endpoint.url, input.params)}${queryString(input.query)}`;
  const attempt = (token: string | null) => fetch(url, requestInit(endpoint.method, input, token));

  const usedToken = auth === 'public' ? null : (getSession()?.access ?? null);
  let response = await attempt(usedToken);
  if (response.status === 401 && auth === 'session') {
    const fresh = await renewAccessToken(usedToken);
    response = await attempt(fresh);
  }
  return readResponse(response, read);
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

async function readResponse(response: Response, read: ReadBody): Promise<unknown> {
  const body = await readJson(response);
  if (!response.ok) {
    const { detail, code } = errorBody(body);
    throw new ApiError(response.status, detail, code);
  }
  const value = read(response.status, body);
  if (value === wire.INVALID) throw new ApiError(response.status, null, 'INVALID_RESPONSE');
  return value;
}

/** An error answer: the contract's `errorSchema`, each part optional. */
const parseErrorBody = wire.object({ detail: wire.optional(wire.string), code: wire.optional(wire.string) });

function errorBody(body: unknown): { detail: string | null; code: string | null } {
  const error = wire.parseOrNull(parseErrorBody, body);
  return { detail: error?.detail ?? null, code: error?.code ?? null };
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
 * Whether a failed refresh ends the session: the server refused it (a 4xx answer) or there was no
 * refresh token. Without an answer (the page is being left, the network dropped) or on a server
 * failure (5xx) the stored tokens may still be good: they are kept and only this call fails; the
 * next page or call refreshes again (the API takes a retry of a lost answer as such, ADR 0001).
 */
export function refreshRefused(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 400 && error.status < 500;
  const noAnswer = error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError');
  return !noAnswer;
}

/**
 * A fresh access token after a 401. When another call already replaced the token this request used,
 * that one is reused; otherwise every caller shares one refresh in flight, because the API rotates
 * refresh tokens and a second refresh with the old token would be taken as reuse (session revoked).
 * When the server refuses the refresh the session is cleared and the user goes to Login with a
 * redirect back.
 */
export function renewAccessToken(usedToken: string | null): Promise<string> {
  const current = getSession()?.access ?? null;
  if (current && current !== usedToken) return Promise.resolve(current);
  refreshInFlight ??= refreshWithLock(usedToken)
    .catch((error: unknown) => {
      if (!refreshRefused(error)) throw error;
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

/** The contract's `refreshRoute` (compared in the tests), its answer read by parseTokenPair. */
export const REFRESH_ENDPOINT = endpoint('POST', '/token/refresh');

/** POST token/refresh with the stored refresh token; stores the rotated pair. Never retried. */
export async function refreshTokens(): Promise<string> {
  const refresh = getSession()?.refresh;
  if (!refresh) throw new Error(ERROR_MESSAGES.REFRESH_TOKEN_EMPTY);
  const tokens = await callEndpoint(REFRESH_ENDPOINT, parseTokenPair, { body: { refresh }, auth: 'public' });
  updateTokens(tokens);
  return tokens.access;
}
