import { describe, expect, it } from 'vitest';
import { portalHome, portalOfRole } from './portals.ts';
import { ALL_ROLES, isRole, isViewerOnly, toInvestorRole } from './roles.ts';

describe('roles (spec 6)', () => {
  it('holds every role name of the spec exactly once', () => {
    expect(ALL_ROLES).toHaveLength(6 + 9 + 3 + 6 + 3);
    expect(new Set(ALL_ROLES).size).toBe(ALL_ROLES.length);
    expect(isRole('fiduciary_investor-admin')).toBe(true);
    expect(isRole('superuser')).toBe(false);
  });

  it('places every role in exactly one portal', () => {
    for (const role of ALL_ROLES) expect(portalOfRole(role)).not.toBeNull();
    expect(portalHome(portalOfRole('fiduciary_viewer') ?? 'digital-locker')).toBe('/digital-locker/');
    expect(portalOfRole('issuer_admin')).toBe('issuers');
    expect(portalOfRole('fiduciary_admin')).toBe('fid-admin');
    expect(portalOfRole('trellis_operator')).toBe('trellis-admin');
    expect(portalOfRole('holder')).toBe('acap');
    expect(portalOfRole('nobody')).toBeNull();
  });

  it('maps investor memberships to the investor portal roles', () => {
    expect(toInvestorRole('fiduciary_investor')).toBe('INVESTOR');
    expect(toInvestorRole('fiduciary_investor-admin')).toBe('INVESTOR_ADMIN');
    expect(toInvestorRole('fiduciary_viewer')).toBe('VIEWER');
    expect(toInvestorRole('issuer_admin')).toBeNull();
  });

  it('treats a user whose only role is the viewer role as a viewer', () => {
    expect(isViewerOnly(['fiduciary_viewer'])).toBe(true);
    expect(isViewerOnly(['fiduciary_viewer', 'fiduciary_investor'])).toBe(false);
    expect(isViewerOnly([])).toBe(false);
  });
});
