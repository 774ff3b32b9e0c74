// @vitest-environment node
import { ALL_ROLES, PORTALS } from '@dl/domain';
import { describe, expect, it } from 'vitest';
import { portalLabel, roleLabel } from './role-labels.ts';

describe('role and portal labels', () => {
  it.each([
    ['fiduciary_admin', 'Fiduciary admin'],
    ['fiduciary_investor-admin', 'Investor admin'],
    ['kyc_approver', 'KYC approver'],
    ['trellis_operator', 'Provider operator'],
    ['captable_super_admin', 'Cap table superadmin'],
    ['issuer_authorized_signatory', 'Issuer authorized signatory'],
    ['some_future-role', 'Some future role'],
  ])('%s reads %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });

  it('names every role of the platform, each differently', () => {
    const labels = ALL_ROLES.map(roleLabel);
    expect(new Set(labels).size).toBe(ALL_ROLES.length);
    for (const label of labels) expect(label).not.toMatch(/_/);
  });

  it('names every portal', () => {
    expect(Object.values(PORTALS).map(portalLabel)).toEqual([
      'Investor',
      'Issuer',
      'Fund admin',
      'Platform admin',
      'Cap table',
    ]);
    expect(portalLabel('new-portal')).toBe('New portal');
  });
});
