import { PORTALS, type Portal } from '@dl/domain';
import { hrefFor } from '#web/lib/named-routes.ts';
import { DEFAULT_PROFILE_TAB } from '../routes/investor-routes.ts';
import { PROFILE_PATH } from '../routes/staff-profile-route.ts';

/**
 * Where the profile menu's My Profile goes (spec 2: a named route with an optional currentTab). In the
 * investor portal a viewer may open only the profile page itself (spec 6), not the tabbed one.
 */
export function myProfileHref(portal: Portal, isViewer: boolean, currentTab = DEFAULT_PROFILE_TAB): string {
  if (portal !== PORTALS.INVESTOR) return `/${portal}/${PROFILE_PATH}`;
  return isViewer ? hrefFor('MyProfile.Profile') : hrefFor('MyProfile', { currentTab });
}
