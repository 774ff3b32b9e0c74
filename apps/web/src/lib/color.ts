/** Small colour helpers for building an accessible palette from one brand hex value. */

type Rgb = readonly [number, number, number];

function hexToRgb(hex: string): Rgb {
  let value = hex.replace('#', '');
  if (value.length === 3 || value.length === 4) value = [...value.slice(0, 3)].map((c) => c + c).join('');
  const n = Number.parseInt(value.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `hex` toward `target` by `weight` (0 = unchanged, 1 = target). */
export function mix(hex: string, target: Rgb, weight: number): string {
  const [r, g, b] = hexToRgb(hex);
  const [tr, tg, tb] = target;
  return rgbToHex([r + (tr - r) * weight, g + (tg - g) * weight, b + (tb - b) * weight]);
}

/** WCAG 2 relative luminance. */
function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];
