/**
 * Share counts, prices and amounts are exact decimal strings (ADR 0031): they are shown by writing
 * the string itself with thousands separators, never through a JavaScript number.
 */
export function formatShares(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const negative = value.startsWith('-');
  const [whole = '0', fraction] = (negative ? value.slice(1) : value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A price or amount in US dollars, every decimal it has kept (a price per share may have several). */
export function formatPrice(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return `$${formatShares(value)}`;
}

/** A percentage the API computed (display only; the rounding rule is named next to it). */
export function formatPercent(value: string | null | undefined): string {
  if (!value) return '—';
  return value.trim().endsWith('%') ? value.trim() : `${value.trim()}%`;
}

/** A percentage as a number, for drawing a chart only (never for arithmetic or display). */
export const percentForDrawing = (value: string): number => Number.parseFloat(value.replace('%', '')) || 0;

/** The server's rounding rule in words, e.g. 'Rounding: DL-DEFAULT R5'. */
export const roundingText = (rule: string) => `Rounding: ${rule}`;
