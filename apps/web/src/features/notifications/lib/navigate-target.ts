import { isNavigateToName, type NavigateToName } from '@dl/domain';
import { hrefForName, type RouteParams } from '#web/lib/named-routes.ts';

/** The path parameter a notification's resource_id fills, per target (spec 2 "Snackbar"). */
const RESOURCE_PARAM: Partial<Record<NavigateToName, string>> = {
  OpportunityDetail: 'id',
  Transaction: 'id',
  MyProfile: 'currentTab',
};

export interface NavigateFields {
  navigate_to?: string | null;
  resource_id?: string | null;
  query?: Record<string, string> | null;
}

/**
 * Where a notification leads: its navigate_to route name with resource_id (a path parameter, or the
 * `id` query where the route has none) and query, or null when it names no route we know or lacks the
 * id its route needs (it then only informs).
 */
export function notificationHref({ navigate_to, resource_id, query }: NavigateFields): string | null {
  if (!navigate_to || !isNavigateToName(navigate_to)) return null;
  const param = RESOURCE_PARAM[navigate_to];
  const params: RouteParams = param && resource_id ? { [param]: resource_id } : {};
  // A route without a path parameter gets the item as `?id=`, which its page highlights.
  const named = !param && resource_id && !query?.id ? { id: resource_id } : {};
  try {
    return hrefForName(navigate_to, params, { ...query, ...named });
  } catch {
    return null;
  }
}

/** The path part of an href, to tell whether the user is already on that route. */
function pathOf(href: string): string {
  const end = href.search(/[?#]/);
  return (end === -1 ? href : href.slice(0, end)).replace(/\/$/, '');
}

/** Already on the target route (query aside): reload its data instead of navigating (spec 2). */
export function isOnRoute(currentPathname: string, href: string): boolean {
  return pathOf(currentPathname) === pathOf(href);
}
