import {
  type AccessDecision,
  decideAccess,
  INVESTOR_FIDUCIARY_ROLES,
  PORTALS,
  type Portal,
  rolesOfPortal,
} from '@dl/domain';
import type { SessionState } from '#web/lib/session-store.ts';

/**
 * Access to a portal as a whole (spec 6 "Route access"): a login, and a current role that works in
 * that portal. Viewers are let into the investor portal; its restricted routes check them one by one.
 */
export function decidePortalAccess(portal: Portal, state: SessionState): AccessDecision {
  const currentRole = state.claims?.current_role ?? null;
  return decideAccess(
    { requiresAuth: true, roles: rolesOfPortal(portal), viewerAllowed: portal === PORTALS.INVESTOR },
    {
      isAuthenticated: state.isAuthenticated,
      currentRole,
      isViewer: currentRole === INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER,
    },
  );
}
