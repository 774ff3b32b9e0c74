import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageKey } from './route-def.ts';

/** Screens of the forms tab (issue 7), each a lazy chunk of its own. */
export const FORM_PAGES = {
  'profile-forms': () => import('../pages/forms/forms-page.tsx'),
} satisfies Partial<Record<PageKey, LazyRouteFunction<RouteObject>>>;
