import { AA_TEXT_CONTRAST, type ColorContrast, type ContrastKey, formatRatio } from '@dl/domain';

/** The colour fields of spec 3 "Branding", by form path, with their labels. */
export const COLOR_FIELDS: { key: ContrastKey; path: string; label: string; textOn: string }[] = [
  { key: 'primary', path: 'branding.colors.primary', label: 'Primary', textOn: 'white text' },
  { key: 'secondary', path: 'branding.colors.secondary', label: 'Secondary', textOn: 'white text' },
  { key: 'accent', path: 'branding.colors.accent', label: 'Accent', textOn: 'body text' },
  { key: 'info', path: 'branding.colors.info', label: 'Info', textOn: 'white text' },
  { key: 'error', path: 'branding.colors.error', label: 'Error', textOn: 'white text' },
  { key: 'success', path: 'branding.colors.success', label: 'Success', textOn: 'white text' },
  { key: 'warning', path: 'branding.colors.warning', label: 'Warning', textOn: 'white text' },
  {
    key: 'crowdsmart_background',
    path: 'branding.crowdsmart_colors.background',
    label: 'CrowdSmart background',
    textOn: 'the CrowdSmart foreground',
  },
];

export interface ContrastText {
  /** "4.8:1 AA", or "3.4:1 — below 4.5:1". */
  text: string;
  passes: boolean;
  /** The shade to offer, already checked to pass; null when the colour passes or has none. */
  suggestion: string | null;
}

/** What the colour field says about its contrast (WCAG 2.x AA for normal text). */
export function contrastText(contrast: ColorContrast): ContrastText | null {
  if (contrast.ratio === 0) return null;
  const ratio = formatRatio(contrast.ratio);
  return contrast.passes
    ? { text: `${ratio} AA`, passes: true, suggestion: null }
    : { text: `${ratio} — below ${AA_TEXT_CONTRAST}:1`, passes: false, suggestion: contrast.suggestion };
}
