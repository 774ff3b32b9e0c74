import { formatDate } from '@dl/domain';

/**
 * Share counts, prices and amounts are exact decimal strings (ADR 0031): they are shown by writing
 * the string itself with thousands separators, never through a JavaScript number, and never rounded.
 */
export function formatShares(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const negative = value.startsWith('-');
  const [whole = '0', fraction] = (negative ? value.slice(1) : value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A price or amount in US dollars: at least the cents, and every further decimal it has ('$0.0001'). */
export function formatPrice(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const [whole = '0', fraction = ''] = value.split('.');
  return `$${formatShares(`${whole}.${fraction.padEnd(2, '0')}`)}`;
}

/** A date (YYYY-MM-DD or an instant) as MM/DD/YYYY, or a dash. */
export function formatDay(value: string | null | undefined): string {
  return value ? formatDate(value) : '—';
}
