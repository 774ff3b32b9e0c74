// @vitest-environment node
import { ISSUER_REQUIRED, type ProviderMembership } from '@dl/contracts';
import { describe, expect, it } from 'vitest';
import {
  canTouchMembership,
  changeRoleOptions,
  grantableRoleGroups,
  membershipErrors,
  needsIssuer,
  sortMemberships,
} from './membership-roles.ts';

const membership = (role: string, portal: string, tenant = 'Harbor'): ProviderMembership => ({
  id: crypto.randomUUID(),
  tenant: { id: crypto.randomUUID(), name: tenant, is_provider: portal === 'trellis-admin' },
  role,
  portal,
  entity: null,
  issuer: null,
  created_on: '2026-01-01T00:00:00Z',
});

const values = (options: { value: string }[]) => options.map((o) => o.value);

describe('roles a provider grants', () => {
  it('groups the grantable roles by portal, without investor roles, and provider roles only for staff managers', () => {
    const groups = grantableRoleGroups(false);
    expect(groups.map((g) => g.group)).toEqual(['Issuer', 'Fund admin', 'Cap table']);
    expect(groups.flatMap((g) => values(g.items))).not.toContain('fiduciary_investor');
    const staff = grantableRoleGroups(true);
    expect(staff.map((g) => g.group)).toEqual(['Issuer', 'Fund admin', 'Platform admin', 'Cap table']);
    expect(values(staff.find((g) => g.group === 'Platform admin')?.items ?? [])).toEqual([
      'trellis_superadmin',
      'trellis_admin',
      'trellis_operator',
    ]);
  });

  it('offers a membership the other roles of its portal only', () => {
    expect(values(changeRoleOptions(membership('kyc_approver', 'fid-admin'), false))).toEqual([
      'fiduciary_superadmin',
      'fiduciary_admin',
      'opportunity_approver',
      'deal_executor',
      'bd_trader',
      'fiduciary_authorized_signatory',
      'fiduciary_editor',
      'fiduciary_admin_viewer',
    ]);
    expect(changeRoleOptions(membership('fiduciary_investor', 'digital-locker'), true)).toEqual([]);
  });

  it('leaves provider memberships to provider_staff.manage', () => {
    const staff = membership('trellis_admin', 'trellis-admin', 'Provider');
    expect(canTouchMembership(staff, false)).toBe(false);
    expect(changeRoleOptions(staff, false)).toEqual([]);
    expect(values(changeRoleOptions(staff, true))).toEqual(['trellis_superadmin', 'trellis_operator']);
    expect(canTouchMembership(membership('issuer_admin', 'issuers'), false)).toBe(true);
  });

  it('asks for a company for issuer and cap-table roles', () => {
    expect(needsIssuer('issuer_viewer')).toBe(true);
    expect(needsIssuer('captable_admin')).toBe(true);
    expect(needsIssuer('fiduciary_admin')).toBe(false);
    expect(membershipErrors({ tenant_id: null, role: null, issuer_id: null })).toEqual({
      tenant_id: 'This field is required.',
      role: 'This field is required.',
    });
    expect(membershipErrors({ tenant_id: 't', role: 'issuer_admin', issuer_id: null })).toEqual({
      issuer_id: ISSUER_REQUIRED,
    });
    expect(membershipErrors({ tenant_id: 't', role: 'fiduciary_admin', issuer_id: null })).toEqual({});
  });
});

describe('sortMemberships', () => {
  it('keeps one tenant’s rows together, then orders by portal and role', () => {
    const rows = [
      membership('issuer_admin', 'issuers', 'Quay'),
      membership('fiduciary_admin', 'fid-admin', 'harbor'),
      membership('deal_executor', 'fid-admin', 'Quay'),
      membership('fiduciary_investor', 'digital-locker', 'Harbor'),
    ];
    expect(sortMemberships(rows).map((m) => `${m.tenant.name} ${m.role}`)).toEqual([
      'harbor fiduciary_admin',
      'Harbor fiduciary_investor',
      'Quay deal_executor',
      'Quay issuer_admin',
    ]);
  });
});
