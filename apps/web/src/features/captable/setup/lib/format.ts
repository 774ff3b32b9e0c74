import { formatDate } from '@dl/domain';

/**
 * A share count or decimal as text with thousands separators, read from the exact decimal string
 * (never through a JS number): '1234567.5' -> '1,234,567.5'. No rounding: the figure is shown as sent.
 */
export function shares(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const negative = value.startsWith('-');
  const [whole = '0', fraction] = (negative ? value.slice(1) : value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A price as dollars, exact as sent: '1.25' -> '$1.25'. */
export function price(value: string | null | undefined): string {
  return value ? `$${shares(value)}` : '—';
}

/** A date (YYYY-MM-DD or an instant) as MM/DD/YYYY, or a dash. */
export function day(value: string | null | undefined): string {
  return value ? formatDate(value) : '—';
}

/** Today as YYYY-MM-DD in the browser's time zone (the default of a form's date field). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
