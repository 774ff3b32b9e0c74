import { defineMachine } from './machine.ts';

/**
 * Payment status (spec 4). Transitions are ours (ADR 0005):
 *   PENDING --send_payment_request (fiduciary sends the request / wire instructions)--> SENT
 *   PENDING | SENT --confirm_payment_sent (investor)--> PENDING_ACKNOWLEDGEMENT
 *   PENDING_ACKNOWLEDGEMENT --send_payment_acknowledgement (fiduciary)--> CONFIRMED
 *   CONFIRMED --complete (position booked)--> COMPLETED
 */
export const PAYMENT_STATUSES = ['PENDING', 'SENT', 'PENDING_ACKNOWLEDGEMENT', 'CONFIRMED', 'COMPLETED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentMachine = defineMachine({
  name: 'payment',
  states: PAYMENT_STATUSES,
  events: {
    send_payment_request: { from: ['PENDING'], to: 'SENT' },
    confirm_payment_sent: { from: ['PENDING', 'SENT'], to: 'PENDING_ACKNOWLEDGEMENT' },
    send_payment_acknowledgement: { from: ['PENDING_ACKNOWLEDGEMENT'], to: 'CONFIRMED' },
    complete: { from: ['CONFIRMED'], to: 'COMPLETED' },
  },
});
export type PaymentEvent = keyof typeof paymentMachine.events;

export type InvestorPaymentLabel = 'NOT APPLICABLE' | 'SENT' | 'CONFIRMED';

/** The investor side shows three labels (spec 4). */
export function investorPaymentLabel(status: PaymentStatus): InvestorPaymentLabel {
  if (status === 'PENDING') return 'NOT APPLICABLE';
  if (status === 'SENT' || status === 'PENDING_ACKNOWLEDGEMENT') return 'SENT';
  return 'CONFIRMED';
}
