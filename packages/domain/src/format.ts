/**
 * Display formats of spec 9: dates MM/DD/YYYY, time hh:mm a, currency USD with 0 decimals, amounts of
 * 1e6 or more abbreviated (K, MM, B, T with 2 decimals), file sizes Bytes..Tb in steps of 1024.
 * Amounts may be decimal strings (exact money from the API) or numbers.
 */

type DateInput = string | Date;

/** A calendar date ('YYYY-MM-DD') is shown as is; a timestamp in the given (default local) time zone. */
function parts(input: DateInput, timeZone?: string): Record<string, string> | null {
  if (typeof input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input)) {
    const [y, m, d] = input.split('-') as [string, string, string];
    return { year: y, month: m, day: d };
  }
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return null;
  const fmt = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    ...(timeZone ? { timeZone } : {}),
  });
  return Object.fromEntries(fmt.formatToParts(date).map((p) => [p.type, p.value]));
}

export function formatDate(input: DateInput | null | undefined, timeZone?: string): string {
  const p = input ? parts(input, timeZone) : null;
  return p ? `${p.month}/${p.day}/${p.year}` : '';
}

export function formatTime(input: DateInput | null | undefined, timeZone?: string): string {
  const p = input ? parts(input, timeZone) : null;
  if (!p?.hour) return '';
  return `${p.hour}:${p.minute} ${(p.dayPeriod ?? '').toLowerCase()}`;
}

export function formatDateTime(input: DateInput | null | undefined, timeZone?: string): string {
  const date = formatDate(input, timeZone);
  const time = formatTime(input, timeZone);
  return time ? `${date} ${time}` : date;
}

const ABBREVIATIONS = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'MM'],
  [1e3, 'K'],
] as const;

/** 1234567 -> '1.23MM'; below 1,000 the number itself. */
export function abbreviateNumber(value: number): string {
  const abs = Math.abs(value);
  for (const [size, suffix] of ABBREVIATIONS) {
    if (abs >= size) return `${(value / size).toFixed(2)}${suffix}`;
  }
  return String(value);
}

export interface CurrencyOptions {
  currency?: string;
  precision?: number;
  /** Abbreviate amounts of 1e6 or more (spec 9). Default true. */
  abbreviate?: boolean;
}

export function formatCurrency(amount: string | number | null | undefined, options: CurrencyOptions = {}): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (Number.isNaN(value)) return '';
  const { currency = 'USD', precision = 0, abbreviate = true } = options;
  if (abbreviate && Math.abs(value) >= 1e6) {
    const symbol = currency === 'USD' ? '$' : `${currency} `;
    return `${value < 0 ? '-' : ''}${symbol}${abbreviateNumber(Math.abs(value))}`;
  }
  const fmt = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  });
  // Intl formats decimal strings exactly; numbers are used only when that is what was given.
  return fmt.format(typeof amount === 'string' ? (amount as unknown as number) : amount);
}

const SIZE_UNITS = ['Bytes', 'Kb', 'Mb', 'Gb', 'Tb'] as const;

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** i;
  return `${i === 0 ? value : Number(value.toFixed(2))} ${SIZE_UNITS[i]}`;
}

/**
 * A stored code in words for a person (issue 14 point 5: no enum name on a screen):
 * 'OPPORTUNITY_DOCUMENT' -> 'Opportunity document'. Text that is not a code (has lower case or
 * spaces) is returned as it is; acronyms stay upper case ('NDA_EXECUTED' -> 'NDA executed').
 */
const ACRONYMS = new Set(['NDA', 'IOI', 'ID', 'LLC', 'LP', 'ACH', 'PDF', 'CSV', 'SSN', 'USD']);

export function formatCode(code: string | null | undefined): string {
  if (!code) return '';
  if (!/^[A-Z0-9]+(?:_[A-Z0-9]+)*$/.test(code)) return code;
  const words = code.split('_').map((word, i) => {
    if (ACRONYMS.has(word) || (word.length <= 3 && !/[AEIOU]/.test(word))) return word;
    const lower = word.toLowerCase();
    return i === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
  });
  return words.join(' ');
}
