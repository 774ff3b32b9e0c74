import { PASSWORD_SYMBOLS } from '../password-policy.ts';
import { MESSAGES } from './messages.ts';

// Spec 5's rules but isPhoneNumber, which lives in rules.ts with the phone metadata it needs (about
// 80 KB): a page that checks only text, such as the login form, does not download it.

/**
 * One rule of spec 5: answers the message to show, or null when the value passes. Rules other than
 * `required` pass an empty value, so "optional and empty" is always valid.
 */
export type Rule = (value: unknown, field: string) => string | null;

export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

const text = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');
const numeric = (value: unknown): number | null => {
  const s = text(value).trim();
  if (s === '' || !/^-?\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
};
/** A rule that only looks at non-empty values. */
export const whenPresent =
  (check: (s: string, field: string) => string | null): Rule =>
  (value, field) =>
    isEmpty(value) ? null : check(text(value), field);

export const required: Rule = (value, field) => (isEmpty(value) || value === false ? MESSAGES.required(field) : null);

export const confirmed =
  (other: unknown): Rule =>
  (value, field) =>
    value === other ? null : MESSAGES.confirmed(field);

export const regex = (pattern: string | RegExp): Rule => {
  const re = typeof pattern === 'string' ? new RegExp(pattern) : pattern;
  return whenPresent((s, f) => (re.test(s) ? null : MESSAGES.regex(f, re.source)));
};

export const length = (n: number): Rule => whenPresent((s, f) => (s.length === n ? null : MESSAGES.length(f, n)));
export const max = (n: number): Rule => whenPresent((s) => (s.length <= n ? null : MESSAGES.max(n)));
export const min = (n: number): Rule => whenPresent((s) => (s.length >= n ? null : MESSAGES.min(n)));

/** Skips empty or non-numeric values (spec 5). */
export const minValue =
  (n: number): Rule =>
  (value) => {
    const v = numeric(value);
    return v === null || v >= n ? null : MESSAGES.min_value(n);
  };

/** Skips empty or non-numeric values (spec 5). */
export const maxValue =
  (n: number): Rule =>
  (value) => {
    const v = numeric(value);
    return v === null || v < n ? null : MESSAGES.max_value(n);
  };

/** Numeric and below the reference value (e.g. minimum investment below the target raise). */
export const lessThanRef =
  (ref: unknown, refLabel: string): Rule =>
  (value, field) => {
    if (isEmpty(value) || isEmpty(ref)) return null;
    const v = numeric(value);
    const r = numeric(ref);
    return v !== null && r !== null && v < r ? null : MESSAGES.less_than_ref(field, refLabel);
  };

/** A date after the reference date (e.g. end date after start date). Dates are MM/DD/YYYY or ISO. */
export const isAfterRef =
  (ref: unknown, refLabel: string): Rule =>
  (value, field) => {
    if (isEmpty(value) || isEmpty(ref)) return null;
    const v = toDay(text(value));
    const r = toDay(text(ref));
    return v !== null && r !== null && v > r ? null : MESSAGES.is_after_ref(field, refLabel);
  };

export const validRegex: Rule = whenPresent((s, f) => {
  try {
    new RegExp(s);
    return null;
  } catch {
    return MESSAGES.valid_regex(f);
  }
});

export const notOneOf =
  (taken: readonly unknown[]): Rule =>
  (value, field) =>
    isEmpty(value) || !taken.includes(value) ? null : MESSAGES.notOneOf(field);

export const includeANumber: Rule = whenPresent((s) => (/\d/.test(s) ? null : MESSAGES.includeANumber));
export const includeASymbol: Rule = whenPresent((s) =>
  [...s].some((c) => PASSWORD_SYMBOLS.includes(c)) ? null : MESSAGES.includeASymbol,
);
export const includeAUpperCase: Rule = whenPresent((s) => (/[A-Z]/.test(s) ? null : MESSAGES.includeAUpperCase));
export const includeALowerCase: Rule = whenPresent((s) => (/[a-z]/.test(s) ? null : MESSAGES.includeALowerCase));

/** http(s), a dotted host name (or IPv4), optional port, path, query and fragment. */
const URL_PATTERN =
  /^https?:\/\/(([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}|\d{1,3}(\.\d{1,3}){3})(:\d{1,5})?([/?#]\S*)?$/i;

export const url: Rule = whenPresent((s, f) => (URL_PATTERN.test(withScheme(s.trim())) ? null : MESSAGES.url(f)));

/** Spec 5: URLs without http(s) get http:// prepended. */
export function withScheme(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `http://${value}`;
}

export const isDateStandard: Rule = whenPresent((s, f) =>
  parseUsDate(s) === null ? MESSAGES.isDateStandard(f) : null,
);
export const noNumbers: Rule = whenPresent((s) => (/\d/.test(s) ? MESSAGES.noNumbers : null));
export const noSymbols: Rule = whenPresent((s) => (/^[\p{L}\d ,.'-]*$/u.test(s) ? null : MESSAGES.noSymbols));
export const isSSN: Rule = whenPresent((s, f) => (/^\d{9}$/.test(s) ? null : MESSAGES.isSSN(f)));
export const numberOnly: Rule = whenPresent((s) => (/^\d+$/.test(s) ? null : MESSAGES.numberOnly));
export const email: Rule = whenPresent((s, f) =>
  /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(s) && s.length <= 254 ? null : MESSAGES.email(f),
);

/** 'MM/DD/YYYY' -> 'YYYY-MM-DD', or null when it is not a real calendar date. */
export function parseUsDate(s: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s.trim());
  if (!m) return null;
  const [, mm, dd, yyyy] = m;
  const d = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const ok = d.getUTCFullYear() === Number(yyyy) && d.getUTCMonth() === Number(mm) - 1 && d.getUTCDate() === Number(dd);
  return ok ? `${yyyy}-${mm}-${dd}` : null;
}

function toDay(s: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}/.test(s)) return s.slice(0, 10);
  return parseUsDate(s);
}

/** The first failing rule's message, or null when every rule passes. */
export function validate(value: unknown, field: string, rules: readonly Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value, field);
    if (message) return message;
  }
  return null;
}
