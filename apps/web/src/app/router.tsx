import { PORTALS, type Portal } from '@dl/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { PortalLayout } from './layouts/portal-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { LoginPage } from './pages/login-page.tsx';
import { RootRedirect } from './pages/root-redirect.tsx';

/** Each portal's pages are a chunk of their own, loaded on first visit. */
const PORTAL_HOMES: Record<Portal, RouteObject['lazy']> = {
  [PORTALS.INVESTOR]: () => import('./portals/investor/home.tsx'),
  [PORTALS.ISSUER]: () => import('./portals/issuers/home.tsx'),
  [PORTALS.FID_ADMIN]: () => import('./portals/fid-admin/home.tsx'),
  [PORTALS.PROVIDER]: () => import('./portals/trellis-admin/home.tsx'),
  [PORTALS.CAPTABLE]: () => import('./portals/acap/home.tsx'),
};

const publicPages: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'internal-login', element: <LoginPage /> },
  { path: 'login2', element: <LoginPage /> },
  { path: 'logout', lazy: () => import('./pages/logout-page.tsx') },
  { path: 'forget-password', lazy: () => import('./pages/forgot-password-page.tsx') },
  {
    path: 'reset-password',
    lazy: async () => ({ Component: (await import('./pages/password-token-page.tsx')).ResetPasswordPage }),
  },
  {
    path: 'set-password',
    lazy: async () => ({ Component: (await import('./pages/password-token-page.tsx')).SetPasswordPage }),
  },
  { path: 'docu-sign-wait', lazy: () => import('./pages/docu-sign-wait-page.tsx') },
  { path: '*', element: <NotFoundPage /> },
];

/** Route table (spec 2): public pages under /pages, one guarded area per portal, 404 for the rest. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown while the lazy chunk of the first page loads.
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'pages', element: <PublicLayout />, children: publicPages },
      ...Object.values(PORTALS).map(
        (portal): RouteObject => ({
          path: portal,
          element: <PortalLayout portal={portal} />,
          children: [
            { index: true, lazy: PORTAL_HOMES[portal] },
            { path: '*', element: <NotFoundPage /> },
          ],
        }),
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
