import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COLORS,
  DEFAULT_PUBLIC_BRANDING,
  layerPublicBranding,
  mergeBranding,
  mergePublicBranding,
} from './branding.ts';

describe('branding merge (spec 3, 9)', () => {
  it('gives the spec defaults when nothing is stored', () => {
    expect(mergeBranding(null)).toEqual({
      logo_url: null,
      show_name: true,
      colors: {
        primary: '#009F46',
        secondary: '#0075A1',
        accent: '#f4f4f4',
        info: '#000000',
        error: '#E55957',
        success: '#1DC366',
        warning: '#FE970C',
      },
      crowdsmart_colors: { background: '#023c56', foreground: '#ffffff' },
    });
  });

  it('lets stored values win, ignoring empty ones', () => {
    const merged = mergeBranding({ show_name: false, colors: { primary: '#111111', error: '' } });
    expect(merged.show_name).toBe(false);
    expect(merged.colors).toEqual({ ...DEFAULT_COLORS, primary: '#111111' });
  });

  it("titles the app 'Digital Locker' by default and merges public documents per key", () => {
    expect(DEFAULT_PUBLIC_BRANDING.appTitles['digital-locker']).toBe('Digital Locker');
    const merged = mergePublicBranding({ drOptions: { showIndicateInterestBtn: false, poweredByText: 'X' } });
    expect(merged.drOptions).toEqual({ showIndicateInterestBtn: false, poweredByText: 'X' });
    expect(merged.s3Data.showSecondaryOpportunities).toBe(false);
  });
});

describe('host over tenant public branding', () => {
  const tenant = mergePublicBranding({ logo: '/tenant.png', appTitles: { issuers: 'Harbor Issuers' } });

  it.each([
    ['no override', null, tenant],
    ['an empty override', {}, tenant],
    [
      'a title and the powered-by text',
      { appTitles: { 'digital-locker': 'Harbor West', issuers: null }, drOptions: { poweredByText: 'By Harbor West' } },
      {
        ...tenant,
        appTitles: { ...tenant.appTitles, 'digital-locker': 'Harbor West' },
        drOptions: { ...tenant.drOptions, poweredByText: 'By Harbor West' },
      },
    ],
    [
      'the logo, the help address and the interest button',
      { logo: '/west.png', help_address: 'west@harbor.test', drOptions: { showIndicateInterestBtn: false } },
      {
        ...tenant,
        logo: '/west.png',
        help_address: 'west@harbor.test',
        drOptions: { ...tenant.drOptions, showIndicateInterestBtn: false },
      },
    ],
    ['empty values, which inherit', { logo: null, help_address: '', appTitles: { issuers: '' } }, tenant],
  ] as const)('with %s', (_, override, expected) => {
    expect(layerPublicBranding(tenant, override)).toEqual(expected);
  });
});
