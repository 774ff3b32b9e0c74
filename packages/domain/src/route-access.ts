import { INVESTOR_ROLES, type InvestorRole } from './roles.ts';

/**
 * Route-access rules of spec 6 "Route access", shared by the API and the web router.
 * - requiresAuth: needs an access token, else Login with a redirect query.
 * - roles: checked against the current role; a route without a list is open to any logged-in role.
 * - viewers may open only the restricted routes flagged viewerAllowed (my-profile profile, Trade).
 */
export interface RouteAccess {
  requiresAuth: boolean;
  roles?: readonly string[];
  viewerAllowed?: boolean;
}

export type AccessDecision = 'allow' | 'login' | 'not-found';

export interface AccessSubject {
  isAuthenticated: boolean;
  currentRole: string | null;
  isViewer: boolean;
}

export function decideAccess(route: RouteAccess, subject: AccessSubject): AccessDecision {
  if (!route.requiresAuth) return 'allow';
  if (!subject.isAuthenticated) return 'login';
  if (!route.roles) return 'allow';
  if (subject.isViewer) return route.viewerAllowed ? 'allow' : 'not-found';
  return subject.currentRole !== null && route.roles.includes(subject.currentRole) ? 'allow' : 'not-found';
}

const { INVESTOR, INVESTOR_ADMIN, VIEWER } = INVESTOR_ROLES;
export const INVESTOR_OR_ADMIN: readonly InvestorRole[] = [INVESTOR, INVESTOR_ADMIN];
export const INVESTOR_ADMIN_OR_VIEWER: readonly InvestorRole[] = [INVESTOR, INVESTOR_ADMIN, VIEWER];
