import { DEFAULT_PROFILE_TAB } from '../app/routes/investor-routes.ts';
import { ROUTE_PATHS, type RoutePaths } from '../app/routes/route-registry.ts';

/**
 * Name to path pattern of every named route. Derived from the route tables (app/routes), where each
 * path is written once; see route-registry.ts.
 */
export const namedRoutes: RoutePaths = ROUTE_PATHS;

export type RouteName = keyof RoutePaths;
type ParamValue = string | number;
export type RouteParams = Record<string, ParamValue>;
export type RouteQuery = Record<string, string | number | boolean | null | undefined>;

/** Parameters a route may leave out, filled with a default (spec 2: My Profile's optional currentTab). */
const OPTIONAL_DEFAULTS = {
  MyProfile: { currentTab: DEFAULT_PROFILE_TAB },
} as const satisfies Partial<Record<RouteName, RouteParams>>;

/** The `:param` segments of a path pattern: `/a/:id/b/:tab` gives `'id' | 'tab'`. */
type ParamKeys<Path> = Path extends `${string}:${infer Key}/${infer Rest}`
  ? Key | ParamKeys<`/${Rest}`>
  : Path extends `${string}:${infer Key}`
    ? Key
    : never;
type Defaulted<N> = N extends keyof typeof OPTIONAL_DEFAULTS ? keyof (typeof OPTIONAL_DEFAULTS)[N] : never;
type RequiredKeys<N extends RouteName> = Exclude<ParamKeys<RoutePaths[N]>, Defaulted<N>>;

/** The path parameters of a named route: its `:param` segments, those with a default optional. */
type ParamsOf<N extends RouteName> = { [K in RequiredKeys<N>]: ParamValue } & {
  [K in Defaulted<N>]?: ParamValue;
};

/** A route with a parameter to fill must be given it; one without may leave params out. */
type HrefArgs<N extends RouteName> = N extends RouteName
  ? [RequiredKeys<N>] extends [never]
    ? [params?: ParamsOf<N>, query?: RouteQuery]
    : [params: ParamsOf<N>, query?: RouteQuery]
  : never;

/**
 * The address of a route named at run time (a notification's navigate_to). Path parameters are
 * encoded; a missing one throws, because a link with `:id` left in it would only lead to the 404
 * page. Empty query values are left out.
 */
export function hrefForName(name: RouteName, params: RouteParams = {}, query: RouteQuery = {}): string {
  const pattern: string | undefined = namedRoutes[name];
  if (pattern === undefined) throw new Error(`No route is named ${name}`);
  const defaults: Partial<Record<RouteName, RouteParams>> = OPTIONAL_DEFAULTS;
  const values: Partial<RouteParams> = { ...defaults[name], ...params };
  const path = pattern.replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs the parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The address of a named route, its path parameters checked against the route's `:param` segments. */
export function hrefFor<N extends RouteName>(name: N, ...[params, query]: HrefArgs<N>): string {
  return hrefForName(name, params as RouteParams | undefined, query);
}
