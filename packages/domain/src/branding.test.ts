import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS, DEFAULT_PUBLIC_BRANDING, mergeBranding, mergePublicBranding } from './branding.ts';

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
