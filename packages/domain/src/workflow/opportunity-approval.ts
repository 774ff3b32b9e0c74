import { defineMachine } from './machine.ts';
import { OPPORTUNITY_LIFECYCLE, type OpportunityLifecycle } from './opportunity-status.ts';

/**
 * The fiduciary's approval of an opportunity (spec 4 "Other statuses" gives three lists: APPROVED,
 * PENDING; CREATED, APPROVED, REJECTED; PENDING, APPROVED, REJECTED, NA shown as Sent). We keep the
 * four-value list on the opportunity, beside its lifecycle:
 * - NA ("Sent"): no decision asked of the fiduciary yet: an issuer's draft (Created), or one sent to
 *   the issuer's own approver (Ready for Review, ADR 0030); neither is in the fiduciary's queue;
 * - PENDING: waiting for the fiduciary's decision (Pending Review);
 * - APPROVED: published to the tenant's investors (Published, and Closed afterwards);
 * - REJECTED: sent back to the issuer with a reason (lifecycle Created again).
 * The list's CREATED is the lifecycle's Created.
 */
export const OPPORTUNITY_APPROVALS = ['NA', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type OpportunityApproval = (typeof OPPORTUNITY_APPROVALS)[number];

export const OPPORTUNITY_APPROVAL_LABELS: Readonly<Record<OpportunityApproval, string>> = {
  NA: 'Sent',
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

/**
 * The fiduciary's decisions move the lifecycle: approving publishes to the tenant's investors,
 * rejecting sends it back to the issuer's drafts (Created) to be edited and sent again. Both are
 * taken on what the issuer sent for review (Pending Review), nothing else: an opportunity still
 * with the issuer's approver (Ready for Review) is the issuer's (ADR 0030).
 */
export const opportunityApprovalMachine = defineMachine({
  name: 'opportunity',
  states: OPPORTUNITY_LIFECYCLE,
  events: {
    approve: { from: ['Pending Review'], to: 'Published' },
    reject: { from: ['Pending Review'], to: 'Created' },
  },
});
export type OpportunityApprovalEvent = keyof typeof opportunityApprovalMachine.events;

export const APPROVAL_AFTER: Readonly<Record<OpportunityApprovalEvent, OpportunityApproval>> = {
  approve: 'APPROVED',
  reject: 'REJECTED',
};

/** The approval an opportunity of this lifecycle has when nobody decided on it yet (migration, seed). */
export function approvalOfLifecycle(status: OpportunityLifecycle): OpportunityApproval {
  if (status === 'Pending Review') return 'PENDING';
  if (status === 'Published' || status === 'Closed') return 'APPROVED';
  return 'NA';
}

/**
 * Whether an opportunity shows in the fiduciary's queue: everything but what is still the issuer's
 * (an unsent draft, or one with the issuer's own approver).
 */
export function isInApprovalQueue(status: OpportunityLifecycle, approval: OpportunityApproval): boolean {
  return !((status === 'Created' || status === 'Ready for Review') && approval === 'NA');
}

/** Investors' access may be granted until the opportunity is Closed; closing access is always allowed. */
export function canGrantAccess(status: OpportunityLifecycle): boolean {
  return status !== 'Closed';
}
