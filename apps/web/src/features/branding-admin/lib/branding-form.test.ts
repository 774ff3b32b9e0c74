// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { tenantBranding } from '../test-data.ts';
import { apiFieldErrors } from './api-field-errors.ts';
import { checkBranding, errorsBySection, getAt, isSame, setAt, toFormValues, toHostValues } from './branding-form.ts';

describe('branding form values', () => {
  it('holds the answer without the tenant id and hosts, as a copy', () => {
    const answer = tenantBranding();
    const values = toFormValues(answer);
    expect(values).not.toHaveProperty('tenant_id');
    expect(values).not.toHaveProperty('hosts');
    values.branding.colors.primary = '#111111';
    expect(answer.branding.colors.primary).toBe('#009F46');
  });

  it('sets and reads a value by its dotted path without touching the rest', () => {
    const values = toFormValues(tenantBranding());
    const next = setAt(values, 'public_branding.appTitles.fid-admin', 'Harbor Admin');
    expect(getAt(next, 'public_branding.appTitles.fid-admin')).toBe('Harbor Admin');
    expect(getAt(values, 'public_branding.appTitles.fid-admin')).toBe('Digital Locker');
    expect(next.branding).toBe(values.branding);
    expect(isSame(values, next)).toBe(false);
    expect(isSame(values, toFormValues(tenantBranding()))).toBe(true);
  });

  it.each([
    ['branding.colors.warning', '#fff', 'colours'],
    ['settings.tenant_terms', 'ftp://harbor.test', 'links'],
    ['public_branding.appTitles.issuers', 'x'.repeat(61), 'public'],
    ['name', ' ', 'identity'],
  ])('checks %s = %j with the contract and counts it in %s', (path, value, section) => {
    const errors = checkBranding(setAt(toFormValues(tenantBranding()), path, value));
    expect(Object.keys(errors)).toEqual([path]);
    expect(errorsBySection(errors)).toEqual({ [section]: 1 });
  });

  it("reads the API's field-named 400, and nothing else", () => {
    const named = new ApiError(
      400,
      'public_branding.appTitles.fid-admin: should be at most 60 characters',
      'BAD_REQUEST',
    );
    expect(apiFieldErrors(named)).toEqual({ 'public_branding.appTitles.fid-admin': 'should be at most 60 characters' });
    expect(apiFieldErrors(new ApiError(403, 'You are not permitted.', 'FORBIDDEN'))).toEqual({});
    expect(apiFieldErrors(new Error('x'))).toEqual({});
  });

  it('holds a host override blank where the host inherits', () => {
    const values = toHostValues({
      host: 'harbor.example.com',
      override: {
        logo: null,
        help_address: null,
        appTitles: { issuers: 'West' },
        drOptions: { showIndicateInterestBtn: false, poweredByText: null },
      },
      document: { ...tenantBranding().public_branding, fiduciary_id: null, links: {}, suspended: false, colors: null },
    });
    expect(values).toEqual({
      logo: null,
      help_address: '',
      appTitles: { issuers: 'West' },
      drOptions: { showIndicateInterestBtn: false, poweredByText: '' },
    });
  });
});
