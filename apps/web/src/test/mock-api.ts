import { errorSchema, type RouteDef, type RouteSchema } from '@dl/contracts';
import { onTestFinished, vi } from 'vitest';
import type { z } from 'zod';
import { jsonResponse, type RecordedCall, recordCall } from './factories.ts';

type Awaitable<T> = T | Promise<T>;
type Responses<S extends RouteSchema> = S['response'];
type SuccessStatus = 200 | 201 | 202 | 204;
/** A declared status as a number (keys spread in from a shared object come as strings). */
type StatusOf<K> = K extends number ? K : K extends `${infer N extends number}` ? N : never;
type Status<S extends RouteSchema> = StatusOf<keyof Responses<S>>;
/** What the wire carries for a status: the schema's input, the shape the API serialises. */
type WireBody<S extends RouteSchema, N extends number> = {
  [K in keyof Responses<S>]: StatusOf<K> extends N
    ? Responses<S>[K] extends z.ZodType
      ? z.input<Responses<S>[K]>
      : never
    : never;
}[keyof Responses<S>];
/** The body of the route's 2xx answer; a plain return value of a handler. */
type SuccessBody<S extends RouteSchema> = WireBody<S, Status<S> & SuccessStatus>;
type Parsed<S, K extends string> = S extends { [P in K]: infer T extends z.ZodType } ? z.output<T> : undefined;

const REPLY = Symbol('reply');
/** An answer with an explicit status; made by `req.reply`, `apiError` or `malformed`. */
export interface Reply {
  [REPLY]: () => Response;
}

/** The request a handler sees: the recorded call plus params, query and body parsed by the route's schemas. */
interface MockRequest<S extends RouteSchema> extends Omit<RecordedCall, 'body'> {
  readonly params: Parsed<S, 'params'>;
  readonly query: Parsed<S, 'querystring'>;
  readonly body: Parsed<S, 'body'>;
  /** Any status the route declares, with that status's body (201 next to 200, a 4xx with its own shape). */
  reply<N extends Status<S>>(status: N, body: NoInfer<WireBody<S, N>>, headers?: Record<string, string>): Reply;
}

type Handler<S extends RouteSchema> = (request: MockRequest<S>) => Awaitable<SuccessBody<S> | Reply>;

/** Records an error that fails the test when it ends, and returns it to be thrown where it happened. */
type Fail = (message: string) => Error;

interface RouteMock {
  route: RouteDef;
  match(method: string, path: string): Record<string, string> | null;
  answer(
    call: RecordedCall,
    pathParams: Record<string, string>,
    search: URLSearchParams,
    fail: Fail,
  ): Promise<Response>;
}

function reply(make: () => Response): Reply {
  return { [REPLY]: make };
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && REPLY in value;
}

/**
 * An error answer of the contract: `{ detail, code }` with a non-2xx status; without a detail, an
 * error with no body at all, as a gateway in front of the API sends one.
 */
export function apiError(status: number, detail?: string, code = 'ERROR'): Reply {
  if (detail === undefined) return reply(() => new Response(null, { status }));
  return reply(() => jsonResponse(errorSchema.parse({ detail, code }), status));
}

/**
 * Escape hatch: an answer the contract does not allow (a wrong shape, a non-JSON body). Only for
 * tests of how the client treats an answer that breaks the contract; every use says why.
 */
export function malformed(body: unknown, status = 200): Reply {
  return reply(() => (body instanceof Response ? body : jsonResponse(body, status)));
}

function pathPattern(url: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = url
    .split(/(:[A-Za-z_]+)/)
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('');
  return { regex: new RegExp(`^${source}$`), names };
}

function parseWith(fail: Fail, route: RouteDef, part: string, schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw fail(`${route.method} ${route.url}: the request's ${part} breaks the contract: ${parsed.error.message}`);
}

function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

function successStatus(route: RouteDef): number {
  const statuses = Object.keys(route.schema.response).map(Number);
  return statuses.filter((status) => status >= 200 && status < 300).sort((a, b) => a - b)[0] ?? 200;
}

/**
 * One route's mock: the URL matching comes from the route's method and `:param` path. The handler
 * returns the body of the route's 2xx answer (the schema's input: what the API serialises), or a
 * `Reply` for another status: `req.reply(status, body)`, `apiError(...)`, `malformed(...)`.
 */
export function on<S extends RouteSchema>(route: RouteDef<S>, handler: Handler<S>): RouteMock {
  const { regex, names } = pathPattern(route.url);
  return {
    route,
    match(method, path) {
      const found = method === route.method ? regex.exec(path) : null;
      if (!found) return null;
      return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] as string)]));
    },
    async answer(call, pathParams, search, fail) {
      const { schema } = route;
      const request = {
        method: call.method,
        url: call.url,
        authorization: call.authorization,
        get params() {
          return parseWith(fail, route, 'params', schema.params, pathParams);
        },
        get query() {
          return parseWith(fail, route, 'query', schema.querystring, queryObject(search));
        },
        get body() {
          return parseWith(fail, route, 'body', schema.body, call.body);
        },
        reply: (status: number, body: unknown, headers: Record<string, string> = {}) =>
          reply(() => {
            const response = jsonResponse(body, status);
            for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
            return response;
          }),
      } as MockRequest<S>;
      const result = await handler(request);
      return isReply(result) ? result[REPLY]() : jsonResponse(result, successStatus(route));
    },
  };
}

function paramCount(mock: RouteMock): number {
  return (mock.route.url.match(/:/g) ?? []).length;
}

/**
 * Replaces global fetch with the given route mocks and records every call. A request goes to the
 * matching mock with the fewest `:param` segments (a literal path beats a pattern), the first listed
 * on a tie. A request no mock matches, or whose parsed part a handler reads and the contract
 * rejects, rejects its fetch and fails the test when it ends (the app may swallow the rejection).
 */
export function mockApi(...mocks: RouteMock[]): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const failures: Error[] = [];
  const fail: Fail = (message) => {
    const failure = new Error(message);
    failures.push(failure);
    return failure;
  };
  onTestFinished(() => {
    if (failures[0]) throw failures[0];
  });
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = recordCall(input, init);
    calls.push(call);
    const url = new URL(call.url, 'http://app.test');
    let chosen: { mock: RouteMock; params: Record<string, string> } | null = null;
    for (const mock of mocks) {
      const params = mock.match(call.method, url.pathname);
      if (params && (!chosen || paramCount(mock) < paramCount(chosen.mock))) chosen = { mock, params };
    }
    if (!chosen) throw fail(`No API mock for ${call.method} ${call.url}`);
    return chosen.mock.answer(call, chosen.params, url.searchParams, fail);
  };
  vi.stubGlobal('fetch', fake);
  return calls;
}
