/**
 * Pure helpers behind the currency input (spec 5): the text a person types is reduced to a decimal
 * string (digits and at most one point), which is what forms keep and send. Amounts never pass
 * through floating point, so 12-digit raises stay exact.
 */

export interface AmountRules {
  /** Digits allowed after the decimal point; 0 means whole amounts only. */
  precision: number;
  /** Most digits allowed in total (integer and fraction). */
  maxLength: number;
}

/**
 * The decimal string for a typed or pasted text, or null when it would pass `maxLength` (the caller
 * then keeps the previous value, so the extra keystroke does nothing). Separators and other
 * characters are dropped; fraction digits beyond `precision` are cut off.
 */
export function parseAmountText(text: string, { precision, maxLength }: AmountRules): string | null {
  const pointAt = text.indexOf('.');
  const integerText = pointAt === -1 ? text : text.slice(0, pointAt);
  const fractionText = pointAt === -1 ? null : text.slice(pointAt + 1);
  const integer = onlyDigits(integerText).replace(/^0+(?=\d)/, '');
  const fraction = fractionText === null || precision === 0 ? null : onlyDigits(fractionText).slice(0, precision);
  if (integer.length + (fraction?.length ?? 0) > maxLength) return null;
  if (fraction === null) return integer;
  return `${integer || '0'}.${fraction}`;
}

/** '1250000.5' -> '1,250,000.5' (en-US grouping); a trailing point is kept while typing. */
export function formatAmountText(value: string): string {
  if (value === '') return '';
  const [integer = '', fraction] = value.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** The value to hand out: no trailing point ('12.' -> '12'). */
export function normalizeAmount(value: string): string {
  return value.endsWith('.') ? value.slice(0, -1) : value;
}

/** Where the caret goes in `formatted` so that it sits after the same `count` digits or points. */
export function caretAfter(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (formatted[i] !== ',') seen += 1;
    if (seen === count) return i + 1;
  }
  return formatted.length;
}

/** How many digits or points precede `position` in `text`. */
export function significantBefore(text: string, position: number): number {
  return [...text.slice(0, position)].filter((c) => (c >= '0' && c <= '9') || c === '.').length;
}

function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}
