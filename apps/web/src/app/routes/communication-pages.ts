import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageKey } from './route-def.ts';

/** Screens of the communications (Q&A) (issue 6), each a lazy chunk of its own. */
export const COMMUNICATION_PAGES = {
  communicate: () => import('../pages/communications/communicate-page.tsx'),
} satisfies Partial<Record<PageKey, LazyRouteFunction<RouteObject>>>;
