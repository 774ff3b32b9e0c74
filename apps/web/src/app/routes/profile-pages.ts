import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { PageKey } from './route-def.ts';

/** Screens of my profile and its children (issue 7), each a lazy chunk of its own. */
export const PROFILE_PAGES = {
  'user-profile': () => import('../pages/profile/user-profile-page.tsx'),
  'my-profile-profile': () => import('../pages/profile/profile-page.tsx'),
  'my-profile-settings': () => import('../pages/profile/settings-page.tsx'),
  'my-entities': () => import('../pages/profile/my-entities-page.tsx'),
  'my-profile-tabs': () => import('../pages/profile/my-profile-tabs-page.tsx'),
  'my-certificates': () => import('../pages/profile/certificates-page.tsx'),
  'authorized-parties': () => import('../pages/profile/authorized-parties-page.tsx'),
  'staff-profile': () => import('../pages/profile/staff-profile-page.tsx'),
} satisfies Partial<Record<PageKey, LazyRouteFunction<RouteObject>>>;
