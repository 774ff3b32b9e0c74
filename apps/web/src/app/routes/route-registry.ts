import { PORTALS } from '@dl/domain';
import { PATHS } from '#web/config/paths.ts';
import { type CaptableRouteTable, captableRoutes } from './captable-routes.ts';
import { type FidAdminRouteTable, fidAdminRoutes } from './fid-admin-routes.ts';
import { type InvestorRouteTable, investorRoutes } from './investor-routes.ts';
import { type IssuerRouteTable, issuerRoutes } from './issuer-routes.ts';
import { ROADSHOW_LANDING, type RouteDef } from './route-def.ts';
import { type TrellisAdminRouteTable, trellisAdminRoutes } from './trellis-admin-routes.ts';

const INVESTOR_BASE = `/${PORTALS.INVESTOR}` as const;
const FID_ADMIN_BASE = `/${PORTALS.FID_ADMIN}` as const;
const TRELLIS_ADMIN_BASE = `/${PORTALS.PROVIDER}` as const;
const ISSUER_BASE = `/${PORTALS.ISSUER}` as const;
const CAPTABLE_BASE = `/${PORTALS.CAPTABLE}` as const;

/** The named rows of a table under `Base`, with their absolute path patterns (an index ends in `/`). */
type NamedRows<Defs extends readonly unknown[], Base extends string> = NamedRow<Defs[number], Base>;
type NamedRow<Def, Base extends string> =
  | (Def extends { name: infer N extends string }
      ? { name: N; path: Def extends { index: true } ? `${Base}/` : `${Base}/${PathOf<Def>}` }
      : never)
  | (Def extends { children: infer C extends readonly unknown[] } ? NamedRows<C, `${Base}/${PathOf<Def>}`> : never);
type PathOf<Def> = Def extends { path: infer P extends string } ? P : never;

/** Every route name with its absolute path pattern, as literal types. */
export type RoutePaths = {
  [Row in NamedRows<InvestorRouteTable, typeof INVESTOR_BASE> as Row['name']]: Row['path'];
} & {
  [Row in NamedRows<FidAdminRouteTable, typeof FID_ADMIN_BASE> as Row['name']]: Row['path'];
} & {
  [Row in NamedRows<TrellisAdminRouteTable, typeof TRELLIS_ADMIN_BASE> as Row['name']]: Row['path'];
} & {
  [Row in NamedRows<IssuerRouteTable, typeof ISSUER_BASE> as Row['name']]: Row['path'];
} & {
  [Row in NamedRows<CaptableRouteTable, typeof CAPTABLE_BASE> as Row['name']]: Row['path'];
} & {
  [ROADSHOW_LANDING.name]: `/${typeof ROADSHOW_LANDING.path}`;
  // Public pages keep their paths in config/paths.ts (the first download has no route table of an area).
  Login: typeof PATHS.login;
};

function collect(defs: readonly RouteDef[], base: string, into: Map<string, string>): void {
  for (const def of defs) {
    const path = def.index ? `${base}/` : `${base}/${def.path ?? ''}`;
    if (def.name) {
      if (into.has(def.name)) throw new Error(`Route name ${def.name} is used twice`);
      into.set(def.name, path);
    }
    if (def.children) collect(def.children, path, into);
  }
}

function registry(): RoutePaths {
  const into = new Map<string, string>([
    [ROADSHOW_LANDING.name, `/${ROADSHOW_LANDING.path}`],
    ['Login', PATHS.login],
  ]);
  collect(investorRoutes, INVESTOR_BASE, into);
  collect(fidAdminRoutes, FID_ADMIN_BASE, into);
  collect(trellisAdminRoutes, TRELLIS_ADMIN_BASE, into);
  collect(issuerRoutes, ISSUER_BASE, into);
  collect(captableRoutes, CAPTABLE_BASE, into);
  return Object.fromEntries(into) as RoutePaths;
}

/**
 * The routes the app links to by name (spec 2: DigitalRoadshow.Landing, OpportunityDetail, Login,
 * Communication, MyProfile...; the targets of a notification's navigate_to), read from the route
 * tables so that a path is written once: in its table row.
 */
export const ROUTE_PATHS: RoutePaths = registry();
