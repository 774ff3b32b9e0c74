/**
 * Spec 4 names status colours in words (declined red, executed green, the others orange); they are
 * the tenant's own error, success and warning colours (spec 3 branding, the theme's `danger`,
 * `success` and `warning` palettes), never the stock palette.
 */
const THEME_COLOR = { red: 'danger', orange: 'warning', green: 'success', gray: 'gray' } as const;

export type StatusWord = keyof typeof THEME_COLOR;

/** The theme colour of a status, for a badge's dot or a fill. */
export function statusColor(word: StatusWord): (typeof THEME_COLOR)[StatusWord] {
  return THEME_COLOR[word];
}
