import { PORTALS } from '@dl/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { loadChunk } from '../lib/chunk-load.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { RootRedirect } from './pages/root-redirect.tsx';
import { UnknownPathPage } from './pages/unknown-path-page.tsx';
import { portalRoute } from './routes/build-routes.tsx';
import { roadshowFrame } from './routes/portal-frames.ts';
import { publicRoutes } from './routes/public-routes.tsx';
import type { RouteHandle } from './routes/route-def.ts';

/** Spec 2: the roadshow landing page, a second login-required area open to any logged-in role. */
const roadshowRoute: RouteObject = {
  path: 'digital-roadshow/:id',
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
      lazy: () => loadChunk(() => import('./pages/deal-flow/roadshow-page.tsx')),
    },
  ],
};

/**
 * Spec 2: the embedded PDF viewer page, opened in a new tab. Its `file` query is a short-lived signed
 * link that needs no bearer header, so the page itself needs no session and shows no shell.
 */
const pdfViewerRoute: RouteObject = {
  path: 'digital-locker/pdf/web/viewer.html',
  handle: {
    meta: { label: 'Document viewer', access: { requiresAuth: false }, crumbs: [] },
  } satisfies RouteHandle,
  lazy: () => loadChunk(() => import('./pages/deal-flow/pdf-viewer-route.tsx')),
};

/**
 * Route table (spec 2, ADR 0004): public pages, one lazily loaded area per portal (the portal is the
 * first path segment), the roadshow, and the 404 page for every other path.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown while the lazy chunks of the first page load.
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <RootRedirect /> },
      ...publicRoutes,
      pdfViewerRoute,
      ...Object.values(PORTALS).map(portalRoute),
      roadshowRoute,
      { path: '*', element: <UnknownPathPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
