import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageKey } from './route-def.ts';

/** Screens of the provider admin portal (issue 18), each a lazy chunk of its own. */
export const TRELLIS_ADMIN_PAGES = {
  'trellis-tenants': () => import('../pages/trellis-admin/tenants-page.tsx'),
  'trellis-tenant': () => import('../pages/trellis-admin/tenant-page.tsx'),
  'trellis-users': () => import('../pages/trellis-admin/users-page.tsx'),
  'trellis-user': () => import('../pages/trellis-admin/user-page.tsx'),
  'trellis-branding': () => import('../pages/trellis-admin/branding-page.tsx'),
  'trellis-system-notifications': () => import('../pages/trellis-admin/system-notifications-page.tsx'),
  'trellis-operations': () => import('../pages/trellis-admin/operations-page.tsx'),
} satisfies Partial<Record<PageKey, LazyRouteFunction<RouteObject>>>;
