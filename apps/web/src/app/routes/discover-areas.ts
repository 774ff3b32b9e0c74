import { PORTALS } from '@dl/domain';
import { matchRoutes, type PatchRoutesOnNavigationFunction } from 'react-router';
import { loadChunk } from '#web/lib/chunk-load.ts';
import { PORTAL_FRAMES } from './portal-frames.ts';
import { type Area, ROADSHOW_AREA, ROADSHOW_LANDING } from './route-def.ts';

/** Id of the root route, under which the login-required areas are added. */
export const ROOT_ROUTE_ID = 'root';

/** Matched the way the router matches (case, encoding): a portal and anything below it, a roadshow. */
const AREA_PATTERNS: { id: Area; path: string }[] = [
  ...Object.values(PORTALS).map((portal) => ({ id: portal, path: `${portal}/*` })),
  { id: ROADSHOW_AREA, path: ROADSHOW_LANDING.path },
];

function areaOfPath(path: string): Area | null {
  return (matchRoutes(AREA_PATTERNS, path)?.[0]?.route.id as Area | undefined) ?? null;
}

/**
 * The route tables of the portals and the roadshow stay out of the first download (BENCHMARKS.md):
 * the router starts with the public routes, and the first navigation into an area loads the chunk
 * with its tree (route tables, page maps, guards' frames) and adds it (react-router's
 * `patchRoutesOnNavigation`). Until then a path of an area matches only the 404 route, which the
 * router does not take as final because it is a splat.
 */
export const discoverAreas: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  const area = areaOfPath(path);
  if (!area || matches.some((match) => match.route.id === area)) return;
  // The portal's frame is needed next: fetched alongside the tree rather than after it.
  if (area !== ROADSHOW_AREA) void PORTAL_FRAMES[area]().catch(() => undefined);
  const { areaRoute } = await loadChunk(() => import('./area-routes.tsx'));
  patch(ROOT_ROUTE_ID, [areaRoute(area)]);
};
