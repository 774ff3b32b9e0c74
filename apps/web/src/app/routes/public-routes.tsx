import type { RouteObject } from 'react-router';
import { NotFoundPage } from '#web/components/not-found-page.tsx';
import { loadChunk } from '#web/lib/chunk-load.ts';
import { PublicLayout } from '../layouts/public-layout.tsx';
import { LoginPage } from '../pages/login-page.tsx';
import type { RouteHandle } from './route-def.ts';

const publicHandle = (label: string, summary: string): RouteHandle => ({
  meta: { label, summary, access: { requiresAuth: false }, crumbs: [] },
});

/** Under /pages (spec 2). Login stays in the first download: it is where most visits start. */
const pages: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'internal-login', element: <LoginPage /> },
  { path: 'login2', element: <LoginPage /> },
  { path: 'logout', lazy: () => loadChunk(() => import('../pages/logout-page.tsx')) },
  { path: 'forget-password', lazy: () => loadChunk(() => import('../pages/forgot-password-page.tsx')) },
  {
    path: 'reset-password',
    lazy: async () => ({
      Component: (await loadChunk(() => import('../pages/password-token-page.tsx'))).ResetPasswordPage,
    }),
  },
  {
    path: 'set-password',
    lazy: async () => ({
      Component: (await loadChunk(() => import('../pages/password-token-page.tsx'))).SetPasswordPage,
    }),
  },
  { path: 'docu-sign-wait', lazy: () => loadChunk(() => import('../pages/docu-sign-wait-page.tsx')) },
  { path: '*', element: <NotFoundPage /> },
];

/** Spec 2 "Public routes": no login needed. */
export const publicRoutes: RouteObject[] = [
  { path: 'pages', element: <PublicLayout />, children: pages },
  {
    path: 'onboard/:fidId',
    handle: publicHandle('Welcome aboard', 'Create your account and start your onboarding with this fiduciary.'),
    lazy: () => loadChunk(() => import('../pages/onboarding/onboarding-page.tsx')),
  },
  {
    element: <PublicLayout />,
    children: [
      {
        path: 'sso-login',
        // Not offered (ADR 0033): the page says so and leads to the login form.
        handle: publicHandle('Single sign-on', 'Single sign-on is not offered; sign in with your email and password.'),
        lazy: () => loadChunk(() => import('../pages/sso-login-page.tsx')),
      },
      {
        // The investor portal's hand-off (a single-use token) into the holder's view of the cap table.
        path: 'acap/sso',
        handle: publicHandle('Cap table', 'Opening your holdings in the cap table.'),
        lazy: () => loadChunk(() => import('../pages/acap/sso-page.tsx')),
      },
      {
        path: 'digital-roadshow/pages/tearsheet/:id',
        handle: publicHandle('Tearsheet', 'A one-page summary of the opportunity.'),
        lazy: () => loadChunk(() => import('../pages/deal-flow/tearsheet-page.tsx')),
      },
    ],
  },
  {
    path: 'style-guide',
    lazy: async () => ({
      Component: (await loadChunk(() => import('../style-guide/style-guide-page.tsx'))).StyleGuidePage,
    }),
  },
];
