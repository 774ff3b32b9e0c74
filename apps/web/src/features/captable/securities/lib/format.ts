export { formatPrice, formatShares } from '#web/features/captable/core/lib/format.ts';

/** A percentage the API computed (display only; the rounding rule is named next to it). */
export function formatPercent(value: string | null | undefined): string {
  if (!value) return '—';
  return value.trim().endsWith('%') ? value.trim() : `${value.trim()}%`;
}

/** A percentage as a number, for drawing a chart only (never for arithmetic or display). */
export const percentForDrawing = (value: string): number => Number.parseFloat(value.replace('%', '')) || 0;

/** The server's rounding rule in words, e.g. 'Rounding: DL-DEFAULT R5'. */
export const roundingText = (rule: string) => `Rounding: ${rule}`;
