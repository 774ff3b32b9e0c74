/** Calendar arithmetic on ISO dates (YYYY-MM-DD), pure and UTC (CAPTABLE 4.3, 4.6). */

function parts(date: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`"${date}" is not a date written as year-month-day.`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const daysIn = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();

export function isIsoDate(date: string): boolean {
  try {
    const [y, m, d] = parts(date);
    return m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m);
  } catch {
    return false;
  }
}

/** Adds calendar months, keeping `anchorDay` (default the date's day) or the month's last day if shorter. */
export function addMonths(date: string, months: number, anchorDay?: number): string {
  const [y, m, d] = parts(date);
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return `${pad(ny, 4)}-${pad(nm)}-${pad(Math.min(anchorDay ?? d, daysIn(ny, nm)))}`;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export const yearOf = (date: string): number => parts(date)[0];
export const minDate = (a: string, b: string): string => (a <= b ? a : b);
