import { PORTALS } from '@dl/domain';
import { PATHS } from '../config/paths.ts';

const INVESTOR = `/${PORTALS.INVESTOR}`;

/**
 * Routes the app opens by name (spec 2): DigitalRoadshow.Landing (id = opportunity id, query mode =
 * presentation mode), OpportunityDetail, Login and Communication, plus the profile pages the profile
 * menu pushes with an optional currentTab, and the targets a notification may name.
 */
export const namedRoutes = {
  'DigitalRoadshow.Landing': '/digital-roadshow/:id',
  OpportunityDetail: `${INVESTOR}/opportunity/:id`,
  Login: PATHS.login,
  Communication: `${INVESTOR}/communicate`,
  MyProfile: `${INVESTOR}/my-profile/my-profile/:currentTab`,
  'MyProfile.Profile': `${INVESTOR}/my-profile/profile`,
  // Targets of a notification's navigate_to (spec 2 "Snackbar"; NAVIGATE_TO_ROUTES in @dl/domain).
  Transaction: `${INVESTOR}/transact/:id`,
  Notifications: `${INVESTOR}/notifications`,
  SystemNotifications: `${INVESTOR}/system-notifications`,
  ScheduleMeetings: `${INVESTOR}/communicate/schedule-meetings`,
  ServiceRequest: `${INVESTOR}/service-request`,
  Documents: `${INVESTOR}/documents`,
  Events: `${INVESTOR}/events`,
  Resources: `${INVESTOR}/resources`,
} as const;

export type RouteName = keyof typeof namedRoutes;
export type RouteParams = Record<string, string | number>;
export type RouteQuery = Record<string, string | number | boolean | null | undefined>;

/** The default tab of My Profile (spec 2: bare /my-profile redirects to my-profile/{currentTab}). */
export const DEFAULT_PROFILE_TAB = 'profile';

const OPTIONAL_DEFAULTS: Partial<Record<RouteName, RouteParams>> = {
  MyProfile: { currentTab: DEFAULT_PROFILE_TAB },
};

/**
 * The address of a named route. Path parameters are encoded; a missing one throws, because a link
 * with `:id` left in it would only lead to the 404 page. Empty query values are left out.
 */
export function hrefFor(name: RouteName, params: RouteParams = {}, query: RouteQuery = {}): string {
  const values = { ...OPTIONAL_DEFAULTS[name], ...params };
  const path = namedRoutes[name].replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs the parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
