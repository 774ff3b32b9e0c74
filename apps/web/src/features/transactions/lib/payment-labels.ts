import type { Payment } from '@dl/contracts';
import type { StatusWord } from '#web/lib/status-color.ts';

/** Spec 4 investor labels and their colours (`statusColor` puts them in the tenant's theme). */
export const PAYMENT_LABEL_COLOR: Record<Payment['investor_label'], StatusWord> = {
  'NOT APPLICABLE': 'gray',
  SENT: 'orange',
  CONFIRMED: 'green',
};

export const CONFIRM_PAYMENT_SENT = 'Confirm payment sent';
export const PAYMENT_CONFIRMED_TEXT = 'Thank you. The fiduciary will acknowledge the payment once the funds arrive.';
/** Not in the spec 8 catalogue: shown when the server gives no detail. */
export const PAYMENT_CONFIRM_FAILED = 'Failed to confirm payment sent';

/** The payment's kind as a row heading: the initial funding, or the capital call it answers. */
export function paymentKind(payment: Pick<Payment, 'capital_call_id'>, callNumber?: number): string {
  if (!payment.capital_call_id) return 'Initial funding';
  return callNumber ? `Capital call ${callNumber}` : 'Capital call';
}
