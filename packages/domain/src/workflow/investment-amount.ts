import { formatCurrency } from '../format.ts';

/** Spec 9 "Investment input steps 10000". */
export const INVESTMENT_AMOUNT_STEP = 10_000;

export const INVESTMENT_AMOUNT_MESSAGES = {
  required: 'Amount is required',
  invalid: 'Amount is invalid.',
  belowMinimum: (minimum: string) =>
    `Amount must be at least the minimum investment of ${formatCurrency(minimum, { abbreviate: false })}`,
  step: `Amount must be in steps of ${formatCurrency(INVESTMENT_AMOUNT_STEP, { abbreviate: false })}`,
} as const;

const DECIMAL = /^\d{1,18}(\.\d{1,2})?$/;

/** A decimal string or integer as exact cents; null when it is not a plain non-negative amount. */
export function amountToCents(value: unknown): bigint | null {
  const text = typeof value === 'number' ? (Number.isSafeInteger(value) ? String(value) : '') : value;
  if (typeof text !== 'string' || !DECIMAL.test(text.trim())) return null;
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** Cents back to the wire's decimal string ('30000.00'). */
export function centsToAmount(cents: bigint): string {
  const whole = cents / 100n;
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}

/**
 * Checks an investment amount against the opportunity minimum (a decimal string): at least the
 * minimum, and a multiple of $10,000 (spec 9). Exactly the minimum is accepted even when it is not a
 * multiple (a $25,000 minimum can be met), which the spec leaves open. Exact arithmetic in cents.
 * Answers the message to show, or null when the amount is fine.
 */
export function checkInvestmentAmount(value: unknown, minimum: string): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return INVESTMENT_AMOUNT_MESSAGES.required;
  }
  const cents = amountToCents(value);
  const minimumCents = amountToCents(minimum);
  if (cents === null || cents <= 0n || minimumCents === null) return INVESTMENT_AMOUNT_MESSAGES.invalid;
  if (cents < minimumCents) return INVESTMENT_AMOUNT_MESSAGES.belowMinimum(minimum);
  if (cents !== minimumCents && cents % BigInt(INVESTMENT_AMOUNT_STEP * 100) !== 0n) {
    return INVESTMENT_AMOUNT_MESSAGES.step;
  }
  return null;
}
