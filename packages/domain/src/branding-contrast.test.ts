import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS, DEFAULT_CROWDSMART_COLORS } from './branding.ts';
import {
  AA_TEXT_CONTRAST,
  brandContrasts,
  contrastRatio,
  DARK_TEXT,
  formatRatio,
  hexToHsl,
  hslToHex,
  nearestCompliantShade,
  parseHex,
  relativeLuminance,
  WHITE_TEXT,
} from './branding-contrast.ts';

describe('WCAG 2.x luminance and contrast', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#FFF', 1],
    ['#808080', 0.2159],
  ])('relative luminance of %s is %d', (hex, luminance) => {
    expect(relativeLuminance(hex)).toBeCloseTo(luminance, 4);
  });

  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#009F46', '#ffffff', 3.47],
    ['#0075A1', '#ffffff', 5.17],
  ])('%s against %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it.each([
    [21, '21:1'],
    [4.5, '4.5:1'],
    [4.49, '4.4:1'],
    [3.47, '3.4:1'],
    [4.8333, '4.8:1'],
  ])('shows %d as %s, never rounded up past AA', (ratio, text) => {
    expect(formatRatio(ratio)).toBe(text);
  });

  it.each(['', '#12345', '009F46', '#GGGGGG', 'red'])('refuses %j as a colour', (value) => {
    expect(parseHex(value)).toBeNull();
  });
});

describe('nearest compliant shade', () => {
  it("darkens the spec's default primary #009F46 under white text just enough to pass", () => {
    expect(contrastRatio('#009F46', WHITE_TEXT)).toBeLessThan(AA_TEXT_CONTRAST);
    const shade = nearestCompliantShade('#009F46', WHITE_TEXT);
    expect(shade).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(shade as string, WHITE_TEXT)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(relativeLuminance(shade as string)).toBeLessThan(relativeLuminance('#009F46'));
  });

  it.each([
    ['#009F46', WHITE_TEXT],
    ['#E55957', WHITE_TEXT],
    ['#FE970C', WHITE_TEXT],
    ['#1DC366', WHITE_TEXT],
    ['#555555', DARK_TEXT],
    ['#023c56', '#333333'],
  ])('%s with %s text: a passing shade of the same hue, the least lightness away', (background, text) => {
    const shade = nearestCompliantShade(background, text) as string;
    expect(contrastRatio(shade, text)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    const [h0, s0, l0] = hexToHsl(background);
    const [h1, s1, l1] = hexToHsl(shade);
    // Same hue and saturation, within the rounding of 8-bit channels.
    expect(Math.abs(h1 - h0)).toBeLessThan(2);
    expect(Math.abs(s1 - s0)).toBeLessThan(0.03);
    // Nothing nearer in lightness passes: half-way back toward the colour fails.
    expect(contrastRatio(hslToHex([h0, s0, (l0 + l1) / 2]), text)).toBeLessThan(AA_TEXT_CONTRAST);
  });

  it('gives the colour itself when it already passes, and lightens under dark text', () => {
    expect(nearestCompliantShade('#0075A1', WHITE_TEXT)).toBe('#0075a1');
    const light = nearestCompliantShade('#555555', DARK_TEXT) as string;
    expect(relativeLuminance(light)).toBeGreaterThan(relativeLuminance('#555555'));
  });

  it('answers null when no lightness reaches the ratio (mid-grey text)', () => {
    expect(nearestCompliantShade('#777777', '#777777', 7)).toBeNull();
  });
});

describe('brand colours against their text', () => {
  it('checks the seven colours and the crowdsmart background, with the spec defaults', () => {
    const rows = brandContrasts({ ...DEFAULT_COLORS }, { ...DEFAULT_CROWDSMART_COLORS });
    expect(rows.map((r) => [r.key, r.text])).toEqual([
      ['primary', WHITE_TEXT],
      ['secondary', WHITE_TEXT],
      ['accent', DARK_TEXT],
      ['info', WHITE_TEXT],
      ['error', WHITE_TEXT],
      ['success', WHITE_TEXT],
      ['warning', WHITE_TEXT],
      ['crowdsmart_background', '#ffffff'],
    ]);
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey.primary).toMatchObject({ passes: false, suggestion: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(byKey.secondary).toMatchObject({ passes: true, suggestion: null });
    expect(byKey.accent?.passes).toBe(true);
    expect(byKey.info?.ratio).toBeCloseTo(21, 5);
    expect(byKey.crowdsmart_background?.passes).toBe(true);
  });

  it('marks an invalid colour as failing without a suggestion', () => {
    const rows = brandContrasts({ ...DEFAULT_COLORS, primary: '#12' }, { ...DEFAULT_CROWDSMART_COLORS });
    expect(rows[0]).toMatchObject({ ratio: 0, passes: false, suggestion: null });
  });
});
