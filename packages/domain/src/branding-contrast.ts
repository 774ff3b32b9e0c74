import { type BrandColors, type CrowdsmartColors, DEFAULT_COLORS } from './branding.ts';

/**
 * WCAG 2.x contrast of a tenant's brand colours against the text the app draws on them (issue 18
 * point 3). The spec gives colours without a contrast rule; a provider admin sees the ratio of each
 * and, below AA for normal text, the nearest shade that reaches it.
 */

/** WCAG 2.x AA for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;

export const WHITE_TEXT = '#ffffff';
/** The app's body text on light surfaces (Mantine's black in the light scheme). */
export const DARK_TEXT = '#000000';

type Rgb = [number, number, number];

/** #RGB or #RRGGBB (case-insensitive) as 0-255 channels; null for anything else. */
export function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function requireRgb(hex: string): Rgb {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`not a hex colour: ${hex}`);
  return rgb;
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = requireRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two colours, 1 to 21, in either order. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * A ratio as "4.8:1", cut (never rounded up) to one decimal: 4.49 shows as 4.4, so a colour that
 * fails AA never reads as 4.5.
 */
export function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 10 + 1e-9) / 10}:1`;
}

export type Hsl = [number, number, number];

function rgbToHsl([r, g, b]: Rgb): Hsl {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === rs ? ((gs - bs) / d) % 6 : max === gs ? (bs - rs) / d + 2 : (rs - gs) / d + 4;
  return [(h * 60 + 360) % 360, s, l];
}

function hslToRgb([h, s, l]: Hsl): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b]: Rgb =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

/** A colour as [hue 0-360, saturation 0-1, lightness 0-1]. */
export function hexToHsl(hex: string): Hsl {
  return rgbToHsl(requireRgb(hex));
}

export function hslToHex(hsl: Hsl): string {
  return toHex(hslToRgb(hsl));
}

const STEP = 0.001;

/**
 * The shade of `background` closest to it that gives `text` at least `minimum` contrast: same hue and
 * saturation in HSL, the lightness moved the least (0.1 % steps, darker or lighter, checked on the
 * rounded hex). The colour itself when it already passes; null when no lightness reaches it.
 */
export function nearestCompliantShade(background: string, text: string, minimum = AA_TEXT_CONTRAST): string | null {
  if (contrastRatio(background, text) >= minimum) return toHex(requireRgb(background));
  const [h, s, l] = rgbToHsl(requireRgb(background));
  for (let delta = STEP; delta <= 1 + STEP; delta += STEP) {
    for (const lightness of [l - delta, l + delta]) {
      if (lightness < 0 || lightness > 1) continue;
      const candidate = hslToHex([h, s, lightness]);
      if (contrastRatio(candidate, text) >= minimum) return candidate;
    }
  }
  return null;
}

/** Which brand colour a row is about: the seven colours and the crowdsmart background. */
export type ContrastKey = keyof BrandColors | 'crowdsmart_background';

/**
 * The text the app draws on each colour. Filled buttons, badges, snackbars and alerts carry white
 * labels on the six strong colours; accent is a light surface under the body text; the crowdsmart
 * band draws its own foreground on its background.
 */
export function textColorFor(key: ContrastKey, crowdsmart: CrowdsmartColors): string {
  if (key === 'accent') return DARK_TEXT;
  if (key === 'crowdsmart_background') return crowdsmart.foreground;
  return WHITE_TEXT;
}

export interface ColorContrast {
  key: ContrastKey;
  background: string;
  text: string;
  ratio: number;
  passes: boolean;
  /** The nearest compliant shade when the colour fails; null when it passes or none exists. */
  suggestion: string | null;
}

/** One colour against its text; an invalid hex gives ratio 0 and no suggestion. */
export function colorContrast(key: ContrastKey, background: string, text: string): ColorContrast {
  if (!parseHex(background) || !parseHex(text)) {
    return { key, background, text, ratio: 0, passes: false, suggestion: null };
  }
  const ratio = contrastRatio(background, text);
  const passes = ratio >= AA_TEXT_CONTRAST;
  return { key, background, text, ratio, passes, suggestion: passes ? null : nearestCompliantShade(background, text) };
}

/** Every brand colour against the text drawn on it, in the order of spec 3 "Branding". */
export function brandContrasts(colors: BrandColors, crowdsmart: CrowdsmartColors): ColorContrast[] {
  const keys = Object.keys(DEFAULT_COLORS) as (keyof BrandColors)[];
  return [
    ...keys.map((key) => colorContrast(key, colors[key], textColorFor(key, crowdsmart))),
    colorContrast('crowdsmart_background', crowdsmart.background, crowdsmart.foreground),
  ];
}
