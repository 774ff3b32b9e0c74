import type { AccessClaims, Session } from '@dl/contracts';
import {
  type AccessDecision,
  decideAccess,
  isViewerOnly,
  PORTALS,
  type Portal,
  type RouteAccess,
  toInvestorRole,
} from '@dl/domain';

/**
 * Route access of spec 6 as the web router applies it. Investor routes list investor-portal roles
 * (INVESTOR, INVESTOR_ADMIN, VIEWER), so the membership role of the token is mapped first
 * (`fiduciary_investor` -> INVESTOR); other portals' routes list membership roles as they are.
 */
export interface AccessState {
  session: Session | null;
  claims: AccessClaims | null;
  isAuthenticated: boolean;
}

/** Spec 6: "A user whose only role is the viewer role is a viewer", in the current fiduciary. */
export function isViewerSession({ session, claims }: AccessState): boolean {
  const role = claims?.current_role;
  if (!role) return false;
  const permission = session?.permissions.find((p) => p.fiduciary.id === claims.current_fiduciary_id);
  return isViewerOnly(permission?.roles.length ? permission.roles : [role]);
}

export function routeRoleOf(portal: Portal | null, claims: AccessClaims | null): string | null {
  const role = claims?.current_role ?? null;
  if (role === null || portal !== PORTALS.INVESTOR) return role;
  return toInvestorRole(role);
}

/** 'allow', 'login' (Login with a redirect query) or 'not-found' (the 404 page) for one route. */
export function decideRouteAccess(access: RouteAccess, portal: Portal | null, state: AccessState): AccessDecision {
  return decideAccess(access, {
    isAuthenticated: state.isAuthenticated,
    currentRole: routeRoleOf(portal, state.claims),
    isViewer: isViewerSession(state),
  });
}
