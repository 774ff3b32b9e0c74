import type { Portal, RouteAccess } from '@dl/domain';

export const ROADSHOW_AREA = 'digital-roadshow';

/** Spec 2: the roadshow landing page, the one route of the roadshow area (param id = opportunity id). */
export const ROADSHOW_LANDING = { name: 'DigitalRoadshow.Landing', path: `${ROADSHOW_AREA}/:id` } as const;

/** A login-required area, added to the router on the first visit: a portal (ADR 0004) or the roadshow. */
export type Area = Portal | typeof ROADSHOW_AREA;

/**
 * Which screen a route shows. Screens that arrive in later issues show the coming-soon page. Written
 * out rather than read from the page maps (*-pages.ts): those import the screens, which link through
 * the route tables (lib/named-routes.ts). build-routes.tsx makes sure every key has its screen.
 */
export type PageKey =
  | 'home'
  | 'coming-soon'
  // Deal flow (issue 4)
  | 'opportunities'
  | 'trade'
  | 'opportunity'
  | 'esign'
  // Portfolio (issue 5)
  | 'dashboard'
  | 'portfolios'
  | 'positions'
  | 'trading-activity'
  | 'portfolio-summary'
  | 'position'
  | 'documents'
  | 'transactions'
  | 'transaction'
  // Notifications, communications, meetings, events, resources, service requests, help (issue 6)
  | 'notifications'
  | 'system-notifications'
  | 'communicate'
  | 'schedule-meetings'
  | 'events'
  | 'resources'
  | 'service-request'
  | 'help-assistance'
  // My profile and its forms (issue 7)
  | 'user-profile'
  | 'my-profile-profile'
  | 'my-profile-settings'
  | 'my-entities'
  | 'my-profile-tabs'
  | 'my-certificates'
  | 'authorized-parties'
  | 'profile-forms'
  // Staff portals' My Profile
  | 'staff-profile'
  // Fund-admin portal (issue 15)
  | 'fid-dashboard'
  | 'fid-investors'
  | 'fid-investor'
  | 'fid-kyc'
  | 'fid-kyc-review'
  | 'fid-opportunities'
  | 'fid-opportunity'
  | 'fid-deals'
  | 'fid-deal'
  | 'fid-capital-calls'
  | 'fid-communications'
  | 'fid-service-requests'
  | 'fid-events-resources'
  | 'fid-documents'
  | 'fid-ndas'
  // Provider admin portal (issue 18)
  | 'trellis-tenants'
  | 'trellis-tenant'
  | 'trellis-users'
  | 'trellis-user'
  | 'trellis-branding'
  | 'trellis-system-notifications'
  | 'trellis-operations'
  // Issuer portal (issue 16)
  | 'issuer-opportunities'
  | 'issuer-opportunity'
  | 'issuer-opportunity-new'
  | 'issuer-opportunity-edit'
  | 'issuer-company'
  | 'issuer-documents'
  | 'issuer-ndas'
  | 'issuer-questions'
  | 'issuer-captable'
  // Cap table (issue 17)
  | 'captable-securities'
  | 'captable-security-new'
  | 'captable-security'
  | 'captable-security-edit'
  | 'captable-ledger'
  | 'captable-requests'
  | 'captable-stakeholders'
  | 'captable-classes'
  | 'captable-plans'
  | 'captable-plan'
  | 'captable-vesting'
  | 'captable-scenarios'
  | 'captable-holders'
  | 'captable-ocf'
  | 'captable-holdings';

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
  /** The name components link to it by (`hrefFor`, lib/named-routes.ts); the spec's where it names one. */
  name?: string;
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
  name?: string;
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

/** A route table that keeps its names and paths as literal types, from which `hrefFor` types its parameters. */
export function defineRoutes<const T extends RouteDef[]>(defs: T): T {
  return defs;
}
