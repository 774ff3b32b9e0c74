import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageKey } from './route-def.ts';

/** Screens of meetings, events, resources, service requests and help (issue 6), each a lazy chunk of its own. */
export const ENGAGEMENT_PAGES = {
  'schedule-meetings': () => import('../pages/engagement/schedule-meetings-page.tsx'),
  events: () => import('../pages/engagement/events-page.tsx'),
  resources: () => import('../pages/engagement/resources-page.tsx'),
  'service-request': () => import('../pages/engagement/service-request-page.tsx'),
  'help-assistance': () => import('../pages/engagement/help-page.tsx'),
} satisfies Partial<Record<PageKey, LazyRouteFunction<RouteObject>>>;
