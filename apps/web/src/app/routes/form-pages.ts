import type { LazyRouteFunction, RouteObject } from 'react-router';

/** Screens of the forms tab (issue 7), each a lazy chunk of its own. */
export const FORM_PAGES = {
  'profile-forms': () => import('../pages/forms/forms-page.tsx'),
} satisfies Record<string, LazyRouteFunction<RouteObject>>;

export type FormPageKey = keyof typeof FORM_PAGES;
