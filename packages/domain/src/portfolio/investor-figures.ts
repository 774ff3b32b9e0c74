import type { NavigateTarget } from '../notifications/events.ts';
import { isInvested } from '../investor-directory/investor-amounts.ts';
import type { InvestmentStatus } from '../workflow/investment.ts';
import { type PaymentStatus, paymentMachine } from '../workflow/payment.ts';
import { addMoney } from './money.ts';

/**
 * The investor's figures (issue 14 point 2, ADR 0033): one definition of each, used by the dashboard
 * cards, the portfolio totals, the dashboard's Actions card and the bell's Actions tab alike. Where a
 * figure is computed in SQL, the repositories take the status lists below, never their own.
 */

/**
 * Invested: executed investments (positions) at cost, primary and secondary alike: the investor
 * directory's INVESTED_STATUSES. The portfolio list shows primary positions by default (spec 7
 * `is_primary` default true) and secondary ones on Trading Activity, but every total labelled
 * Invested counts both.
 *
 * The investor dashboard's Committed card: deals in progress (neither executed nor declined), at
 * their amount. (The fund-admin screens' "committed" counts signed deals, executed included: a
 * different figure, see ADR 0033.)
 */
export const DEAL_IN_PROGRESS_STATUSES: readonly InvestmentStatus[] = [
  'CREATED',
  'IOI_SENT',
  'DEAL_SIGN_IN_PROCESS',
  'DEAL_PENDING_REVIEW',
  'DEAL_APPROVED',
  'DEAL_SIGNED',
];

export const isDealInProgress = (status: InvestmentStatus): boolean => DEAL_IN_PROGRESS_STATUSES.includes(status);

/** The dashboard's Invested and Committed of investments (any opportunity type), exact to the cent. */
export function investmentFigures(rows: readonly { status: InvestmentStatus; amount: string }[]): {
  invested: string;
  committed: string;
} {
  const sum = (keep: (s: InvestmentStatus) => boolean) =>
    addMoney('0', ...rows.filter((r) => keep(r.status)).map((r) => r.amount));
  return { invested: sum(isInvested), committed: sum(isDealInProgress) };
}

/**
 * A payment waits for the investor while 'confirm payment sent' can still be done on it: the
 * statuses the payment workflow's `confirm_payment_sent` leaves from (PENDING, SENT).
 */
export const PAYMENT_STATUSES_AWAITING_INVESTOR: readonly PaymentStatus[] = [
  ...paymentMachine.events.confirm_payment_sent.from,
];

export const paymentAwaitsInvestor = (status: PaymentStatus): boolean =>
  PAYMENT_STATUSES_AWAITING_INVESTOR.includes(status);

/**
 * A document waits for my signature when it asks for one and my entity holds no signed copy: the
 * rule of `GET mydocuments?pending=true` (NDAs, deal subscriptions, fiduciary documents).
 */
export const SIGNATURE_REQUIRED_ACTION = 'SIGNATURE_REQUIRED';

export function documentAwaitsSignature(doc: { actionRequired: string | null; signedCopyId: string | null }): boolean {
  return doc.actionRequired === SIGNATURE_REQUIRED_ACTION && doc.signedCopyId === null;
}

/** What a pending action asks of the investor. */
export const PENDING_ACTION_KINDS = ['SIGN_DOCUMENT', 'CONFIRM_PAYMENT'] as const;
export type PendingActionKind = (typeof PENDING_ACTION_KINDS)[number];

/** One thing waiting for the investor, as the dashboard's Actions card and the bell list it. */
export interface PendingActionInput {
  kind: PendingActionKind;
  /** The document, or the investment the payment belongs to. */
  subjectId: string;
  /** The document's name, or the opportunity's name for a payment. */
  name: string;
  /** A document's opportunity, when it has one. */
  opportunityName?: string | null | undefined;
  /** A payment's amount (decimal string); null for a document. */
  amount: string | null;
  /** A capital call's number; null for an initial payment and a document. */
  callNumber: number | null;
}

/** The sentence an action is shown with, the same on the dashboard and in the bell. */
export function pendingActionText(a: PendingActionInput, formatAmount: (amount: string) => string): string {
  if (a.kind === 'SIGN_DOCUMENT') {
    const named = !a.opportunityName || a.name.includes(a.opportunityName);
    return `Sign ${a.name}${named ? '' : ` for ${a.opportunityName}`}`;
  }
  const amount = a.amount === null ? '' : ` of ${formatAmount(a.amount)}`;
  const what = a.callNumber === null ? 'payment' : `capital call ${a.callNumber} payment`;
  return `Confirm the ${what}${amount} for ${a.name} was sent`;
}

/** Where an action is done: the Documents page to sign, the transaction to confirm a payment. */
export function pendingActionTarget(a: Pick<PendingActionInput, 'kind' | 'subjectId'>): NavigateTarget {
  return a.kind === 'SIGN_DOCUMENT' ? { name: 'Documents' } : { name: 'Transaction', resource_id: a.subjectId };
}

/**
 * Open opportunities: published, not closed for my entity, and without a live (non-declined)
 * investment of my entity.
 */
export const OPEN_OPPORTUNITY_STATUS = 'Published';

export function isOpenOpportunity(o: {
  status: string;
  closedForEntity: boolean;
  entityInvestmentStatuses: readonly InvestmentStatus[];
}): boolean {
  return (
    o.status === OPEN_OPPORTUNITY_STATUS &&
    !o.closedForEntity &&
    o.entityInvestmentStatuses.every((s) => s === 'DEAL_DECLINED')
  );
}
