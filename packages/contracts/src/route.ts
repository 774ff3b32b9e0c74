import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RouteSchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Record<number, z.ZodType>;
}

/**
 * One call of the wire contract: method, full path (Fastify syntax, `:param`), and its zod schemas.
 * The API registers it as is; the web client builds URLs and parses answers from the same object.
 */
export interface RouteDef<S extends RouteSchema = RouteSchema> {
  method: HttpMethod;
  url: string;
  schema: S;
}

export function defineRoute<const S extends RouteSchema>(route: RouteDef<S>): RouteDef<S> {
  return route;
}

/** Fills `:name` segments of a route path. */
export function buildPath(url: string, params: Record<string, string | number> = {}): string {
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${url}`);
    return encodeURIComponent(String(value));
  });
}

export const API_PREFIX = '/api/v1';
