// @vitest-environment node
import { PORTALS, PROVIDER_ROLES } from '@dl/domain';
import { describe, expect, it } from 'vitest';
import { navItemsFor } from '#web/app/layouts/nav-items.ts';
import { metaOf } from '#web/app/routes/route-meta.ts';
import { trellisAdminRoutes } from '#web/app/routes/trellis-admin-routes.ts';
import { decodeAccessClaims } from '#web/lib/jwt.ts';
import { decideRouteAccess } from '#web/lib/route-access.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { TRELLIS_ADMIN_NAV } from './trellis-admin-nav.ts';

const P = PROVIDER_ROLES;
const ALL = ['Home', 'Tenants', 'Branding', 'Users', 'System Notifications', 'Operations'];

/** ADR 0029, written out: the navigation each provider role sees (the operator reads tenants and users). */
const EXPECTED: Record<string, string[]> = {
  [P.TRELLIS_SUPERADMIN]: ALL,
  [P.TRELLIS_ADMIN]: ALL,
  [P.TRELLIS_OPERATOR]: ALL,
};

/** Every screen of the table with the provider roles that may open it. */
const SCREENS: Record<string, string[]> = {
  '': [P.TRELLIS_SUPERADMIN, P.TRELLIS_ADMIN, P.TRELLIS_OPERATOR],
  tenants: [P.TRELLIS_SUPERADMIN, P.TRELLIS_ADMIN, P.TRELLIS_OPERATOR],
  'tenants/:id': [P.TRELLIS_SUPERADMIN, P.TRELLIS_ADMIN, P.TRELLIS_OPERATOR],
  users: [P.TRELLIS_SUPERADMIN, P.TRELLIS_ADMIN, P.TRELLIS_OPERATOR],
  'users/:id': [P.TRELLIS_SUPERADMIN, P.TRELLIS_ADMIN, P.TRELLIS_OPERATOR],
  branding: [P.TRELLIS_SUPERADMIN, P.TRELLIS_ADMIN, P.TRELLIS_OPERATOR],
  'system-notifications': [P.TRELLIS_SUPERADMIN, P.TRELLIS_ADMIN, P.TRELLIS_OPERATOR],
  operations: [P.TRELLIS_SUPERADMIN, P.TRELLIS_ADMIN, P.TRELLIS_OPERATOR],
};

function stateOf(role: string) {
  const s = session(
    {
      permissions: [
        {
          fiduciary: { id: FID_ID, name: 'Provider' },
          roles: [role],
          entities: [],
          investor_admin_entities: [],
          viewer_entities: [],
        },
      ],
    },
    { current_role: role, current_fiduciary_id: FID_ID },
  );
  return { session: s, claims: decodeAccessClaims(s.access), isAuthenticated: true };
}

const navOf = (role: string) =>
  navItemsFor(PORTALS.PROVIDER, TRELLIS_ADMIN_NAV, stateOf(role)).map((item) => item.label);

function opens(role: string, path: string): boolean {
  const def = trellisAdminRoutes.find((d) => (path === '' ? d.index : d.path === path));
  if (!def) throw new Error(`No route ${path}`);
  return decideRouteAccess(metaOf(def, []).access, PORTALS.PROVIDER, stateOf(role)) === 'allow';
}

describe('provider admin navigation by role (ADR 0029)', () => {
  it('covers every provider role', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.values(P).sort());
  });

  it.each(Object.entries(EXPECTED))('%s sees %j', (role, labels) => {
    expect(navOf(role)).toEqual(labels);
  });

  it.each(Object.entries(SCREENS))('/trellis-admin/%s opens to exactly %j', (path, roles) => {
    const candidates = [...Object.values(P), 'fiduciary_superadmin', 'fiduciary_admin', 'issuer_admin'];
    expect(candidates.filter((role) => opens(role, path))).toEqual(roles);
  });

  it('shows a role of another portal none of the provider screens', () => {
    const nav = navOf('fiduciary_superadmin');
    for (const label of ['Home', 'Tenants', 'Users']) expect(nav).not.toContain(label);
  });
});
