import type { LazyRouteFunction, RouteObject } from 'react-router';

/** Screens of meetings, events, resources, service requests and help (issue 6), each a lazy chunk of its own. */
export const ENGAGEMENT_PAGES = {} satisfies Record<string, LazyRouteFunction<RouteObject>>;

export type EngagementPageKey = keyof typeof ENGAGEMENT_PAGES;
