import type { Payment } from '@dl/contracts';
import { fromCents, investorPaymentLabel, paymentMachine, toCents } from '@dl/domain';
import type { PaymentRow } from './payments.repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toPayment(row: PaymentRow): Payment {
  const status = row.status;
  return {
    id: row.id,
    investment_id: row.investment_id,
    capital_call_id: row.capital_call_id,
    amount: fromCents(toCents(row.amount)),
    status,
    investor_label: investorPaymentLabel(status),
    can_confirm_sent: paymentMachine.can(status, 'confirm_payment_sent'),
    reference: row.reference,
    received_amount: fromCents(
      status === 'CONFIRMED' || status === 'COMPLETED' ? toCents(row.amount) : toCents(row.received_amount),
    ),
    sent_on: iso(row.sent_on),
    acknowledged_on: iso(row.acknowledged_on),
    created_on: iso(row.created_on) as string,
    modified_on: iso(row.modified_on) as string,
  };
}
