import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageKey } from './route-def.ts';

/** Screens of notifications and system notifications (issue 6), each a lazy chunk of its own. */
export const REALTIME_PAGES = {
  notifications: () => import('../pages/notifications/notifications-page.tsx'),
  'system-notifications': () => import('../pages/notifications/system-notifications-page.tsx'),
} satisfies Partial<Record<PageKey, LazyRouteFunction<RouteObject>>>;
