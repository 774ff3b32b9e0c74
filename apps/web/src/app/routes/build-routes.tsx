import { PORTALS, type Portal, portalHome } from '@dl/domain';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { NotFoundPage } from '#web/components/not-found-page.tsx';
import { RouteErrorPage } from '#web/components/route-error-page.tsx';
import { loadChunk } from '#web/lib/chunk-load.ts';
import { CAPTABLE_PAGES } from './captable-pages.ts';
import { COMMUNICATION_PAGES } from './communication-pages.ts';
import { DEAL_FLOW_PAGES } from './deal-flow-pages.ts';
import { ENGAGEMENT_PAGES } from './engagement-pages.ts';
import { FID_ADMIN_PAGES } from './fid-admin-pages.ts';
import { FORM_PAGES } from './form-pages.ts';
import { IndexRedirect } from './index-redirect.tsx';
import { ISSUER_PAGES } from './issuer-pages.ts';
import { PORTAL_FRAMES } from './portal-frames.ts';
import { PORTAL_ROUTES } from './portal-routes.ts';
import { PORTFOLIO_PAGES } from './portfolio-pages.ts';
import { PROFILE_PAGES } from './profile-pages.ts';
import { REALTIME_PAGES } from './realtime-pages.ts';
import type { Crumb, PageKey, RouteDef, RouteHandle } from './route-def.ts';
import { metaOf } from './route-meta.ts';
import { TRELLIS_ADMIN_PAGES } from './trellis-admin-pages.ts';

type Importer = LazyRouteFunction<RouteObject>;

/** The home page of the portals whose index is a 'home' row (investor and fund admin: their dashboards). */
const HOME_PAGES: Partial<Record<Portal, Importer>> = {
  [PORTALS.ISSUER]: () => import('../portals/issuers/home.tsx'),
  [PORTALS.PROVIDER]: () => import('../portals/trellis-admin/home.tsx'),
  [PORTALS.CAPTABLE]: () => import('../portals/acap/home.tsx'),
};

const SCREENS: Record<Exclude<PageKey, 'home' | 'coming-soon'>, Importer> = {
  ...DEAL_FLOW_PAGES,
  ...PORTFOLIO_PAGES,
  ...REALTIME_PAGES,
  ...COMMUNICATION_PAGES,
  ...ENGAGEMENT_PAGES,
  ...PROFILE_PAGES,
  ...FORM_PAGES,
  ...FID_ADMIN_PAGES,
  ...TRELLIS_ADMIN_PAGES,
  ...CAPTABLE_PAGES,
  ...ISSUER_PAGES,
};

const comingSoonPage: Importer = () => import('../pages/coming-soon-page.tsx');

function pageImporter(portal: Portal, page: PageKey): Importer {
  if (page === 'home') {
    const home = HOME_PAGES[portal];
    if (!home) throw new Error(`The ${portal} portal has no home page`);
    return home;
  }
  return page === 'coming-soon' ? comingSoonPage : SCREENS[page];
}

const segments = (path: string | undefined) => (path ? path.split('/') : []);

/** Routes of the same table whose path starts this one's: `portfolios` above `portfolios/trading-activity`. */
function prefixCrumbs(def: RouteDef, siblings: RouteDef[], base: string): Crumb[] {
  const own = segments(def.path);
  return siblings
    .filter((other) => {
      const theirs = segments(other.path);
      return theirs.length > 0 && theirs.length < own.length && theirs.every((part, i) => part === own[i]);
    })
    .sort((a, b) => segments(a.path).length - segments(b.path).length)
    .map((other) => ({ label: other.label, path: `${base}/${other.path}` }));
}

function toRouteObjects(portal: Portal, defs: RouteDef[], base: string, above: Crumb[]): RouteObject[] {
  return defs.map((def): RouteObject => {
    if (def.redirect) return { index: true, element: <IndexRedirect {...def.redirect} /> };
    const crumbs = def.index ? above.slice(0, -1) : [...above, ...prefixCrumbs(def, defs, base)];
    const handle: RouteHandle = { meta: metaOf(def, crumbs) };
    if (def.children) {
      const path = `${base}/${def.path}`;
      const children = toRouteObjects(portal, def.children, path, [...crumbs, { label: def.label, path }]);
      return { path: def.path, handle, children };
    }
    const lazy = () => loadChunk(pageImporter(portal, def.page ?? 'coming-soon'));
    return def.index ? { index: true, handle, lazy } : { path: def.path, handle, lazy };
  });
}

const notFoundHandle: RouteHandle = {
  meta: { label: 'Page not found', access: { requiresAuth: true }, crumbs: [] },
};

/** One portal's area: its frame (guard and shell), its route table, and the 404 page for the rest. */
export function portalRoute(portal: Portal): RouteObject {
  const base = `/${portal}`;
  const home: Crumb = { label: 'Home', path: portalHome(portal) };
  return {
    path: portal,
    lazy: () => loadChunk(PORTAL_FRAMES[portal]),
    children: [
      {
        // Errors of a page show inside the shell, with the navigation still there.
        errorElement: <RouteErrorPage />,
        children: [
          ...toRouteObjects(portal, PORTAL_ROUTES[portal], base, [home]),
          { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
        ],
      },
    ],
  };
}
