import { fromCents, toCents } from '../portfolio/money.ts';

/**
 * Partial payments of a capital call (issue 15 point 7). The fiduciary acknowledges what arrived;
 * what is still outstanding stays due on the same payment. Over-payment is refused: a receipt may not
 * be more than the amount outstanding (the fiduciary returns the excess outside the platform).
 */
export const OVERPAYMENT_RULE = 'refused: a receipt may not exceed the amount outstanding' as const;

export const RECEIPT_ERRORS = {
  RECEIPT_NOT_POSITIVE: 'The amount received should be greater than 0 with at most 2 decimals.',
  PAYMENT_EXCEEDS_DUE: 'The amount received is more than the amount outstanding.',
} as const;
export type ReceiptErrorCode = keyof typeof RECEIPT_ERRORS;

export class ReceiptError extends Error {
  readonly code: ReceiptErrorCode;
  constructor(code: ReceiptErrorCode) {
    super(RECEIPT_ERRORS[code]);
    this.name = 'ReceiptError';
    this.code = code;
  }
}

export interface Receipt {
  /** Received so far, this receipt included. */
  received: string;
  outstanding: string;
  /** True when nothing is outstanding any more: the payment is acknowledged in full. */
  settled: boolean;
}

/** Records `amount` (default: everything outstanding) against `due` of which `received` arrived before. */
export function applyReceipt(due: string, received: string, amount?: string): Receipt {
  const outstanding = toCents(due) - toCents(received);
  let cents = outstanding;
  if (amount !== undefined) {
    try {
      cents = toCents(amount);
    } catch {
      throw new ReceiptError('RECEIPT_NOT_POSITIVE');
    }
  }
  if (cents <= 0n) throw new ReceiptError('RECEIPT_NOT_POSITIVE');
  if (cents > outstanding) throw new ReceiptError('PAYMENT_EXCEEDS_DUE');
  const after = toCents(received) + cents;
  return { received: fromCents(after), outstanding: fromCents(toCents(due) - after), settled: after === toCents(due) };
}
