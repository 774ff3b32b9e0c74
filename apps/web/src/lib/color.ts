import { parseHex } from '@dl/domain';

/** Mixing a brand hex value toward white or black, for the theme's palette (contrast: @dl/domain). */

type Rgb = readonly [number, number, number];

function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes `hex` toward `target` by `weight` (0 = unchanged, 1 = target); a value that is not a hex colour counts as black. */
export function mix(hex: string, target: Rgb, weight: number): string {
  const [r, g, b] = parseHex(hex) ?? [0, 0, 0];
  const [tr, tg, tb] = target;
  return rgbToHex([r + (tr - r) * weight, g + (tg - g) * weight, b + (tb - b) * weight]);
}

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];
