import type { LazyRouteFunction, RouteObject } from 'react-router';

/** Screens of the communications (Q&A) (issue 6), each a lazy chunk of its own. */
export const COMMUNICATION_PAGES = {
  communicate: () => import('../pages/communications/communicate-page.tsx'),
} satisfies Record<string, LazyRouteFunction<RouteObject>>;

export type CommunicationPageKey = keyof typeof COMMUNICATION_PAGES;
