import { defineMachine } from './machine.ts';
import type { OpportunityApproval } from './opportunity-approval.ts';
import { OPPORTUNITY_LIFECYCLE, type OpportunityLifecycle } from './opportunity-status.ts';

/**
 * The issuer's side of the opportunity lifecycle (issue 16, ADR 0030). The issuer drafts (Created)
 * and sends for review. A company that requires its own approval sends to its
 * issuer_opportunity_approver first (Ready for Review); the approver passes it on to the fiduciary
 * (Pending Review, the fiduciary's queue) or sends it back to the drafts with a reason. Without that
 * requirement a draft goes straight to the fiduciary. Once published, the issuer may close it.
 */
export const issuerOpportunityMachine = defineMachine({
  name: 'opportunity',
  states: OPPORTUNITY_LIFECYCLE,
  events: {
    /** Send to the company's own approver (the company requires internal approval). */
    send_internal: { from: ['Created'], to: 'Ready for Review' },
    /** Send to the fiduciary (no internal approval required). */
    send: { from: ['Created'], to: 'Pending Review' },
    approve_internal: { from: ['Ready for Review'], to: 'Pending Review' },
    reject_internal: { from: ['Ready for Review'], to: 'Created' },
    close: { from: ['Published'], to: 'Closed' },
  },
});
export type IssuerOpportunityEvent = keyof typeof issuerOpportunityMachine.events;

/** Only a draft is edited (a rejected one is a draft again); what is under review or published is not. */
export function isEditableByIssuer(status: OpportunityLifecycle): boolean {
  return status === 'Created';
}

/** The event that sends a draft for review, by the company's rule. */
export function sendEvent(requiresInternalApproval: boolean): 'send_internal' | 'send' {
  return requiresInternalApproval ? 'send_internal' : 'send';
}

/** The fiduciary approval an opportunity holds after an issuer event (a send asks anew). */
export function approvalAfterIssuerEvent(
  event: IssuerOpportunityEvent,
  current: OpportunityApproval,
): OpportunityApproval {
  if (event === 'send' || event === 'approve_internal') return 'PENDING';
  if (event === 'send_internal' || event === 'reject_internal') return 'NA';
  return current;
}

/** The issuer's internal review of an opportunity (ADR 0030); NONE when the company does not require one. */
export const ISSUER_REVIEWS = ['NONE', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type IssuerReview = (typeof ISSUER_REVIEWS)[number];

export function issuerReviewAfter(event: IssuerOpportunityEvent, current: IssuerReview): IssuerReview {
  if (event === 'send_internal') return 'PENDING';
  if (event === 'approve_internal') return 'APPROVED';
  if (event === 'reject_internal') return 'REJECTED';
  if (event === 'send') return 'NONE';
  return current;
}
