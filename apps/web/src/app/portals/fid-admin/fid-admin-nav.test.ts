// @vitest-environment node
import { FIDUCIARY_ROLES, PORTALS } from '@dl/domain';
import { describe, expect, it } from 'vitest';
import { navItemsFor } from '#web/app/layouts/nav-items.ts';
import { decodeAccessClaims } from '#web/lib/jwt.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { FID_ADMIN_NAV } from './fid-admin-nav.ts';

const F = FIDUCIARY_ROLES;
const ALL = [
  'Dashboard',
  'Investors',
  'KYC',
  'Opportunities',
  'Deals',
  'NDAs',
  'Capital Calls',
  'Documents',
  'Communications',
  'Service Requests',
  'Events & Resources',
];

/** ADR 0026, written out: the navigation each fiduciary role sees. */
const EXPECTED: Record<string, string[]> = {
  [F.FIDUCIARY_SUPERADMIN]: ALL,
  [F.FIDUCIARY_ADMIN]: ALL,
  [F.KYC_APPROVER]: ['Dashboard', 'Investors', 'KYC', 'Deals'],
  [F.OPPORTUNITY_APPROVER]: ['Dashboard', 'Opportunities', 'Deals'],
  [F.DEAL_EXECUTOR]: ['Dashboard', 'Investors', 'Deals', 'Capital Calls'],
  [F.BD_TRADER]: ['Dashboard', 'Investors', 'Opportunities', 'Deals', 'Capital Calls'],
  [F.FIDUCIARY_AUTHORIZED_SIGNATORY]: ['Dashboard', 'Deals', 'NDAs'],
  [F.FIDUCIARY_EDITOR]: [
    'Dashboard',
    'Investors',
    'Deals',
    'Documents',
    'Communications',
    'Service Requests',
    'Events & Resources',
  ],
  [F.FIDUCIARY_ADMIN_VIEWER]: [
    'Dashboard',
    'Investors',
    'Opportunities',
    'Deals',
    'Capital Calls',
    'Documents',
    'Communications',
    'Service Requests',
    'Events & Resources',
  ],
};

function navOf(role: string): string[] {
  const s = session(
    {
      permissions: [
        {
          fiduciary: { id: FID_ID, name: 'F' },
          roles: [role],
          entities: [],
          investor_admin_entities: [],
          viewer_entities: [],
        },
      ],
    },
    { current_role: role, current_fiduciary_id: FID_ID },
  );
  const state = { session: s, claims: decodeAccessClaims(s.access), isAuthenticated: true };
  return navItemsFor(PORTALS.FID_ADMIN, FID_ADMIN_NAV, state).map((item) => item.label);
}

describe('fund-admin navigation by role (ADR 0026)', () => {
  it('covers every fiduciary role', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.values(F).sort());
  });

  it.each(Object.entries(EXPECTED))('%s sees %j', (role, labels) => {
    expect(navOf(role)).toEqual(labels);
  });

  it('shows nothing to an investor role', () => {
    expect(navOf('fiduciary_investor')).toEqual([]);
  });
});
