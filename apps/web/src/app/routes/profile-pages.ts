import type { LazyRouteFunction, RouteObject } from 'react-router';

/** Screens of my profile and its children (issue 7), each a lazy chunk of its own. */
export const PROFILE_PAGES = {} satisfies Record<string, LazyRouteFunction<RouteObject>>;

export type ProfilePageKey = keyof typeof PROFILE_PAGES;
