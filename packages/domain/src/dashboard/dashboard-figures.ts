import {
  INVITATION_STATUS_CODE,
  INVITATION_STATUS_LABEL,
  INVITATION_STATUSES,
} from '../onboarding/invitation-status.ts';
import type { InvestmentStatus } from '../workflow/investment.ts';
import type { OpportunityLifecycle } from '../workflow/opportunity-status.ts';

/**
 * What each figure of the fund-admin dashboard counts (issue 15 point 2). Spec 2 says only "stat
 * cards"; these definitions are the product's, kept here so the API's queries and the web's links
 * agree on them.
 */

/** The invitation statuses in the spec's order (3: 1 Sent .. 6 Denied), code and label. */
export const DASHBOARD_INVITATION_STATUSES = INVITATION_STATUSES.map((status) => ({
  status: INVITATION_STATUS_CODE[status],
  label: INVITATION_STATUS_LABEL[status],
}));

/** A KYC form waits for the fiduciary's decision while its invitation is at 4 Form (ADR 0023). */
export const KYC_WAITING_INVITATION_STATUS = INVITATION_STATUS_CODE.FORM;

/**
 * Opportunities waiting for approval (spec 4 "Other statuses"): in Pending Review, where the approval
 * is PENDING (ADR 0027), the approval queue's default list that the dashboard's figure opens. One
 * still Ready for Review (approval NA, shown as Sent) is the issuer's until review is asked for.
 */
export const OPPORTUNITY_LIFECYCLES_AWAITING_APPROVAL: readonly OpportunityLifecycle[] = ['Pending Review'];

export type DealWaitingStep = 'approve' | 'countersign' | 'execute';

/**
 * The deal statuses at which the fiduciary must act next (ADR 0005): approve the signed
 * subscription, countersign the approved one, execute the countersigned one. Earlier statuses wait
 * for the investor, later ones for nobody.
 */
export const DEAL_WAITING_STEPS: readonly { status: InvestmentStatus; step: DealWaitingStep; label: string }[] = [
  { status: 'DEAL_PENDING_REVIEW', step: 'approve', label: 'To approve' },
  { status: 'DEAL_APPROVED', step: 'countersign', label: 'To countersign' },
  { status: 'DEAL_SIGNED', step: 'execute', label: 'To execute' },
];

/**
 * Capital received: of each capital-call payment, the whole amount once the fiduciary acknowledged it
 * (spec 4 payment status CONFIRMED, then COMPLETED), otherwise the part recorded as arrived so far
 * (partial receipts). A transfer the investor only declared sent (PENDING_ACKNOWLEDGEMENT) counts
 * for nothing until it is recorded.
 */
export const CAPITAL_RECEIVED_PAYMENT_STATUSES = ['CONFIRMED', 'COMPLETED'] as const;

/** Counts by key, with every wanted key present (0 when the query found none). */
export function countsFor<K extends string | number>(
  keys: readonly K[],
  rows: readonly { key: K; count: number | string | bigint }[],
): Map<K, number> {
  const counts = new Map<K, number>(keys.map((k) => [k, 0]));
  for (const row of rows) if (counts.has(row.key)) counts.set(row.key, Number(row.count));
  return counts;
}
