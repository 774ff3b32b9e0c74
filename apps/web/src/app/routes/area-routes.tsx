import type { RouteObject } from 'react-router';
import { loadChunk } from '#web/lib/chunk-load.ts';
import { portalRoute } from './build-routes.tsx';
import { roadshowFrame } from './portal-frames.ts';
import { type Area, ROADSHOW_AREA, ROADSHOW_LANDING, type RouteHandle } from './route-def.ts';

/** Spec 2: the roadshow landing page, a second login-required area open to any logged-in role. */
const roadshowRoute: RouteObject = {
  path: ROADSHOW_LANDING.path,
  lazy: () => loadChunk(roadshowFrame),
  children: [
    {
      index: true,
      handle: {
        meta: {
          label: 'Digital Roadshow',
          title: 'Digital Roadshow',
          summary: 'The opportunity presented by its issuer: video, deck and key terms.',
          access: { requiresAuth: true },
          crumbs: [],
        },
      } satisfies RouteHandle,
      lazy: () => loadChunk(() => import('../pages/deal-flow/roadshow-page.tsx')),
    },
  ],
};

/**
 * The route tree of one login-required area (a portal, ADR 0004, or the roadshow), added to the
 * router on the first navigation into it. Its id is the area, so that it is added only once.
 */
export function areaRoute(area: Area): RouteObject {
  return { ...(area === ROADSHOW_AREA ? roadshowRoute : portalRoute(area)), id: area };
}
