import { describe, expect, it } from 'vitest';
import { INVESTOR_ADMIN_OR_VIEWER, INVESTOR_OR_ADMIN, decideAccess } from './route-access.ts';

const investor = { isAuthenticated: true, currentRole: 'INVESTOR', isViewer: false };
const viewer = { isAuthenticated: true, currentRole: 'VIEWER', isViewer: true };
const anonymous = { isAuthenticated: false, currentRole: null, isViewer: false };

describe('decideAccess (spec 6 "Route access")', () => {
  it.each([
    ['public route, anonymous', { requiresAuth: false }, anonymous, 'allow'],
    ['requiresAuth, anonymous -> Login', { requiresAuth: true }, anonymous, 'login'],
    ['no roles list -> any logged-in role', { requiresAuth: true }, viewer, 'allow'],
    ['role listed', { requiresAuth: true, roles: INVESTOR_OR_ADMIN }, investor, 'allow'],
    ['role not listed -> 404', { requiresAuth: true, roles: ['INVESTOR_ADMIN'] }, investor, 'not-found'],
    ['viewer on a restricted route -> 404', { requiresAuth: true, roles: INVESTOR_OR_ADMIN }, viewer, 'not-found'],
    ['viewer on Trade', { requiresAuth: true, roles: INVESTOR_ADMIN_OR_VIEWER, viewerAllowed: true }, viewer, 'allow'],
    [
      'viewer flag wins over a listed role',
      { requiresAuth: true, roles: INVESTOR_ADMIN_OR_VIEWER, viewerAllowed: false },
      viewer,
      'not-found',
    ],
  ] as const)('%s', (_name, route, subject, expected) => {
    expect(decideAccess(route, subject)).toBe(expected);
  });
});
