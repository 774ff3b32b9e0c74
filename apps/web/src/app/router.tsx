import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { PATHS } from '../config/paths.ts';
import { loadChunk } from '../lib/chunk-load.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { RootRedirect } from './pages/root-redirect.tsx';
import { UnknownPathPage } from './pages/unknown-path-page.tsx';
import { discoverAreas, ROOT_ROUTE_ID } from './routes/discover-areas.ts';
import { publicRoutes } from './routes/public-routes.tsx';
import type { RouteHandle } from './routes/route-def.ts';

/**
 * Spec 2: the embedded PDF viewer page, opened in a new tab. Its `file` query is a short-lived signed
 * link that needs no bearer header, so the page itself needs no session and shows no shell.
 */
const pdfViewerRoute: RouteObject = {
  path: PATHS.pdfViewer.slice(1),
  handle: {
    meta: { label: 'Document viewer', access: { requiresAuth: false }, crumbs: [] },
  } satisfies RouteHandle,
  lazy: () => loadChunk(() => import('./pages/deal-flow/pdf-viewer-route.tsx')),
};

/**
 * Route table (spec 2, ADR 0004): public pages and the 404 page for every other path. The
 * login-required areas (one per portal, the portal being the first path segment, and the roadshow)
 * join it on the first navigation into them: `patchRoutesOnNavigation` below.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown while the lazy chunks of the first page load.
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <RootRedirect /> },
      ...publicRoutes,
      pdfViewerRoute,
      { path: '*', element: <UnknownPathPage /> },
    ],
  },
];

/** Adds a login-required area's routes on the first navigation into it (routes/discover-areas.ts). */
export const patchRoutesOnNavigation = discoverAreas;

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
