// @vitest-environment node
import { contrastRatio } from '@dl/domain';
import { describe, expect, it } from 'vitest';
import { tenantBranding } from '../test-data.ts';
import { setAt, toFormValues } from './branding-form.ts';
import { appPrimaryShade, previewModel } from './preview-model.ts';

describe('preview model', () => {
  const values = toFormValues(tenantBranding());

  it('shows the public logo before login and the tenant logo after, with the name when asked', () => {
    const withLogos = setAt(setAt(values, 'public_branding.logo', '/public.png'), 'branding.logo_url', '/tenant.png');
    expect(previewModel(withLogos)).toMatchObject({
      loginLogo: '/public.png',
      appBarLogo: '/tenant.png',
      accountName: 'Harbor Fiduciary',
      appTitle: 'Digital Locker',
    });
    expect(previewModel(setAt(values, 'branding.show_name', false)).accountName).toBeNull();
    expect(previewModel(setAt(values, 'public_branding.logo', '/public.png')).appBarLogo).toBe('/public.png');
  });

  it("puts a host's override over the tenant; blank inherits", () => {
    const host = {
      logo: '/west.png',
      help_address: '',
      appTitles: { 'digital-locker': 'Harbor West' },
      drOptions: { showIndicateInterestBtn: null, poweredByText: '' },
    };
    expect(previewModel(values, host)).toMatchObject({
      loginLogo: '/west.png',
      appTitle: 'Harbor West',
      helpAddress: 'help@harbor.test',
      poweredByText: 'Powered by Digital Locker',
    });
  });

  it('fills buttons with the shade the app picks: AA against white, the colour itself while half typed', () => {
    expect(contrastRatio(appPrimaryShade('#009F46'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(appPrimaryShade('#0075A1').toLowerCase()).toBe('#0075a1');
    expect(appPrimaryShade('#00')).toBe('#00');
  });
});
