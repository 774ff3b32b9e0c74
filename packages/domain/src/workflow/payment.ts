import { defineMachine } from './machine.ts';

/**
 * Payment status (spec 4). Transitions are ours:
 *   PENDING --confirm_payment_sent (investor)--> SENT
 *   SENT --record_receipt (fiduciary sees the funds)--> PENDING_ACKNOWLEDGEMENT
 *   PENDING_ACKNOWLEDGEMENT --send_payment_acknowledgement (fiduciary)--> CONFIRMED
 *   CONFIRMED --complete (position booked)--> COMPLETED
 * A fiduciary may also acknowledge straight from SENT (funds seen and acknowledged at once).
 */
export const PAYMENT_STATUSES = ['PENDING', 'SENT', 'PENDING_ACKNOWLEDGEMENT', 'CONFIRMED', 'COMPLETED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentMachine = defineMachine({
  name: 'payment',
  states: PAYMENT_STATUSES,
  events: {
    confirm_payment_sent: { from: ['PENDING'], to: 'SENT' },
    record_receipt: { from: ['SENT'], to: 'PENDING_ACKNOWLEDGEMENT' },
    send_payment_acknowledgement: { from: ['SENT', 'PENDING_ACKNOWLEDGEMENT'], to: 'CONFIRMED' },
    complete: { from: ['CONFIRMED'], to: 'COMPLETED' },
  },
});
export type PaymentEvent = keyof typeof paymentMachine.events;

/** The investor side shows three labels (spec 4). */
export function investorPaymentLabel(status: PaymentStatus): 'NOT APPLICABLE' | 'SENT' | 'CONFIRMED' {
  if (status === 'PENDING') return 'NOT APPLICABLE';
  if (status === 'SENT' || status === 'PENDING_ACKNOWLEDGEMENT') return 'SENT';
  return 'CONFIRMED';
}
