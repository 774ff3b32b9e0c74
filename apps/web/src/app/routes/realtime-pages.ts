import type { LazyRouteFunction, RouteObject } from 'react-router';

/** Screens of notifications and system notifications (issue 6), each a lazy chunk of its own. */
export const REALTIME_PAGES = {
  notifications: () => import('../pages/notifications/notifications-page.tsx'),
  'system-notifications': () => import('../pages/notifications/system-notifications-page.tsx'),
} satisfies Record<string, LazyRouteFunction<RouteObject>>;

export type RealtimePageKey = keyof typeof REALTIME_PAGES;
