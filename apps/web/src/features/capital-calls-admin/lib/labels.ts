import type { CallAllocation } from '@dl/contracts';
import { formatCurrency, type PaymentStatus } from '@dl/domain';

/** Amounts of calls are shown to the cent: a call is allocated in exact cents. */
export const money = (amount: string) => formatCurrency(amount, { precision: 2, abbreviate: false });

/** Spec 4 payment statuses as the fiduciary reads them. */
export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  PENDING: 'Pending',
  SENT: 'Requested',
  PENDING_ACKNOWLEDGEMENT: 'Sent by investor',
  CONFIRMED: 'Confirmed',
  COMPLETED: 'Completed',
};

export const PAYMENT_STATUS_COLOR: Record<PaymentStatus, string> = {
  PENDING: 'gray',
  SENT: 'orange',
  PENDING_ACKNOWLEDGEMENT: 'blue',
  CONFIRMED: 'green',
  COMPLETED: 'green',
};

/** Spec 4 process status of a call. */
export const CALL_STATUS_TEXT = { IN_PROGRESS: 'In progress', COMPLETED: 'Completed' } as const;

/** What the fiduciary may do with an allocation's payment now. */
export function paymentActions(allocation: Pick<CallAllocation, 'payment_status'>) {
  return {
    request: allocation.payment_status === 'PENDING',
    acknowledge: allocation.payment_status === 'PENDING_ACKNOWLEDGEMENT',
  };
}

export const LOAD_FAILED = 'Failed to load data';
