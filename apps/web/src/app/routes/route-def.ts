import type { Portal, RouteAccess } from '@dl/domain';
import type { RouteName } from '../../lib/named-routes.ts';
import type { DealFlowPageKey } from './deal-flow-pages.ts';
import type { CommunicationPageKey } from './communication-pages.ts';
import type { EngagementPageKey } from './engagement-pages.ts';
import type { FormPageKey } from './form-pages.ts';
import type { PortfolioPageKey } from './portfolio-pages.ts';
import type { ProfilePageKey } from './profile-pages.ts';
import type { RealtimePageKey } from './realtime-pages.ts';

export const ROADSHOW_AREA = 'digital-roadshow';

/** A login-required area, added to the router on the first visit: a portal (ADR 0004) or the roadshow. */
export type Area = Portal | typeof ROADSHOW_AREA;

/** Which screen a route shows. Screens that arrive in later issues show the coming-soon page. */
export type PageKey =
  | 'home'
  | 'coming-soon'
  | DealFlowPageKey
  | PortfolioPageKey
  | RealtimePageKey
  | CommunicationPageKey
  | EngagementPageKey
  | ProfilePageKey
  | FormPageKey;

/**
 * One row of a portal's route table (spec 2). Plain data: the tables are part of the first download
 * (the router needs them to match a path), so icons and screens stay in the lazily loaded chunks.
 */
export interface RouteDef {
  /** Relative to the portal: `opportunity/:id`. Absent on an index route. */
  path?: string;
  index?: true;
  /** The spec's title, shown in the app bar; a route without one shows the greeting there. */
  title?: string;
  /** Name in the side navigation, breadcrumbs and the coming-soon page. */
  label: string;
  /** One sentence of what the screen holds, for the coming-soon page. */
  summary?: string;
  /** Roles that may open it; absent: any logged-in role (spec 6 "Route access"). */
  roles?: readonly string[];
  /** One of the restricted routes a viewer may open (spec 6: my-profile profile and Trade). */
  viewerAllowed?: true;
  name?: RouteName;
  page?: PageKey;
  /** Where a viewer goes instead of the 404 page (the investor dashboard sends viewers to Trade). */
  viewerRedirect?: string;
  /** An index that only redirects (bare /my-profile), with a viewer's own target. */
  redirect?: { to: string; viewerTo?: string };
  children?: RouteDef[];
}

export interface Crumb {
  label: string;
  /** Absolute path pattern, e.g. `/digital-locker/portfolio/:id`. */
  path: string;
}

/** The handle the router keeps on each route; the shell reads it with useMatches(). */
export interface RouteMeta {
  label: string;
  title?: string;
  summary?: string;
  access: RouteAccess;
  name?: RouteName;
  viewerRedirect?: string;
  /** The routes above this one, for breadcrumbs. */
  crumbs: Crumb[];
}

export interface RouteHandle {
  meta: RouteMeta;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}
