// @vitest-environment node
import { INVESTOR_OR_ADMIN } from '@dl/domain';
import { describe, expect, it } from 'vitest';
import { session } from '../test/factories.ts';
import { decideRouteAccess, isViewerSession, routeRoleOf } from './route-access.ts';
import { getClaims } from './session-store.ts';

function stateFor(current: string, roles: string[]) {
  const base = session();
  const s = session({ permissions: [{ ...base.permissions[0]!, roles }] }, { current_role: current });
  return { session: s, claims: getClaims(s), isAuthenticated: true };
}

describe('route access in the web app', () => {
  it('maps membership roles to investor-portal roles only in the investor portal', () => {
    const { claims } = stateFor('fiduciary_investor-admin', ['fiduciary_investor-admin']);
    expect(routeRoleOf('digital-locker', claims)).toBe('INVESTOR_ADMIN');
    expect(routeRoleOf('issuers', claims)).toBe('fiduciary_investor-admin');
  });

  it('treats a user whose only role in the fiduciary is viewer as a viewer (spec 6)', () => {
    expect(isViewerSession(stateFor('fiduciary_viewer', ['fiduciary_viewer']))).toBe(true);
    expect(isViewerSession(stateFor('fiduciary_investor', ['fiduciary_investor', 'fiduciary_viewer']))).toBe(false);
    expect(isViewerSession({ session: null, claims: null, isAuthenticated: false })).toBe(false);
  });

  it.each([
    ['fiduciary_investor', { requiresAuth: true, roles: INVESTOR_OR_ADMIN }, 'allow'],
    ['fiduciary_viewer', { requiresAuth: true, roles: INVESTOR_OR_ADMIN }, 'not-found'],
    ['fiduciary_viewer', { requiresAuth: true }, 'allow'],
    ['issuer_admin', { requiresAuth: true, roles: INVESTOR_OR_ADMIN }, 'not-found'],
  ] as const)('%s on %j -> %s', (role, access, expected) => {
    expect(decideRouteAccess(access, 'digital-locker', stateFor(role, [role]))).toBe(expected);
  });

  it('sends an anonymous visitor to Login', () => {
    expect(
      decideRouteAccess({ requiresAuth: true }, 'digital-locker', {
        session: null,
        claims: null,
        isAuthenticated: false,
      }),
    ).toBe('login');
  });
});
