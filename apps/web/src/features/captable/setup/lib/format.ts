/** The set-up screens' names for the one set of formatters (core/lib/format.ts). */
export {
  formatDay as day,
  formatPrice as price,
  formatShares as shares,
} from '#web/features/captable/core/lib/format.ts';

/** Today as YYYY-MM-DD in the browser's time zone (the default of a form's date field). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
