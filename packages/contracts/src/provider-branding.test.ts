import { DEFAULT_COLORS, DEFAULT_CROWDSMART_COLORS, DEFAULT_PUBLIC_BRANDING } from '@dl/domain';
import { describe, expect, it } from 'vitest';
import { hostBrandingBodySchema, LINK_FIELDS, linkLabel, tenantBrandingBodySchema } from './provider-branding.ts';

const valid = () => ({
  name: 'Harbor Fiduciary',
  mpid: 'HRBR',
  branding: {
    logo_url: '/api/v1/public/branding-images/5a1b2c3d-4e5f-4a60-8b7c-9d0e1f2a3b4c',
    logo_small_url: null,
    show_name: true,
    colors: { ...DEFAULT_COLORS },
    crowdsmart_colors: { ...DEFAULT_CROWDSMART_COLORS },
  },
  settings: {
    help_address: 'help@harbor.test',
    ...Object.fromEntries(LINK_FIELDS.map((f) => [f, null])),
    digital_locker_contact: 'mailto:invest@harbor.test',
    digital_locker_terms: 'https://harbor.test/terms',
  },
  public_branding: { ...DEFAULT_PUBLIC_BRANDING, appTitles: { ...DEFAULT_PUBLIC_BRANDING.appTitles } },
});

/** The first issue of a valid body with one value set at `path`, as the API's 400 names it. */
function firstIssue(path: string, value: unknown) {
  const body: Record<string, unknown> = valid();
  const keys = path.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce((node, key) => node[key] as Record<string, unknown>, body);
  parent[last] = value;
  const result = tenantBrandingBodySchema.safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return `${issue?.path.join('.')}: ${issue?.message}`;
}

describe('tenant branding body (issue 18 point 3)', () => {
  it('takes a whole branding, blank links and addresses as "the default"', () => {
    const parsed = tenantBrandingBodySchema.parse({ ...valid(), mpid: '' });
    expect(parsed.mpid).toBeNull();
    expect(parsed.settings.tenant_terms).toBeNull();
    expect(parsed.settings.digital_locker_contact).toBe('mailto:invest@harbor.test');
  });

  const HEX = 'is invalid. Use #RRGGBB, such as #009F46.';
  it.each([
    ['branding.colors.primary', '#0f4', `Primary ${HEX}`],
    ['branding.crowdsmart_colors.foreground', 'white', `Foreground ${HEX}`],
    ['settings.issuer_terms', 'javascript:alert(1)', 'Issuer Terms is not url'],
    ['settings.admin_contact', 'harbor.test/contact', 'Admin Contact is not url'],
    ['settings.help_address', 'help@', 'Help Address is not valid email'],
    ['branding.logo_url', 'data:image/png;base64,AAAA', 'Logo is not url'],
    ['public_branding.appTitles.issuers', 'x'.repeat(61), 'should be at most 60 characters'],
    ['public_branding.appTitles.fid-admin', ' ', 'Fund admin portal title is required'],
    ['name', '', 'Name is required'],
  ])('refuses %s = %j, naming the field', (path, value, message) => {
    expect(firstIssue(path, value)).toBe(`${path}: ${message}`);
  });

  it('labels the portal links after their field', () => {
    expect(linkLabel('digital_locker_privacy_policy')).toBe('Digital Locker Privacy Policy');
    expect(LINK_FIELDS).toHaveLength(12);
  });
});

describe('host branding override', () => {
  it('keeps only what the host sets; blank inherits', () => {
    const parsed = hostBrandingBodySchema.parse({
      logo: '',
      help_address: null,
      appTitles: { 'digital-locker': 'Harbor West', issuers: '' },
      drOptions: { showIndicateInterestBtn: null, poweredByText: '' },
    });
    expect(parsed).toEqual({
      logo: null,
      help_address: null,
      appTitles: {
        'digital-locker': 'Harbor West',
        issuers: null,
        'fid-admin': null,
        'trellis-admin': null,
        acap: null,
      },
      drOptions: { showIndicateInterestBtn: null, poweredByText: null },
    });
  });
});
