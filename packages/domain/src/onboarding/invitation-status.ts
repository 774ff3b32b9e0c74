import { defineMachine } from '../workflow/machine.ts';

/**
 * Invitation status (spec 3 "Other lists": 1 Sent, 2 Open, 3 KYC, 4 Form, 5 Approved, 6 Denied).
 * The spec gives the list, not the moves; ADR 0023 reads them as:
 * - 1 Sent: the e-mail is queued; 2 Open: the person opened the link (or registered from it);
 * - 3 KYC: the person's KYC form is being filled (a draft was saved or a submit was refused);
 * - 4 Form: the KYC form is submitted; the fiduciary reviews it while required forms stay pending;
 * - 5 Approved / 6 Denied: the fiduciary's KYC decision, final.
 */
export const INVITATION_STATUSES = ['SENT', 'OPEN', 'KYC', 'FORM', 'APPROVED', 'DENIED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The spec's numbers, stored in the database and sent on the wire. */
export const INVITATION_STATUS_CODE: Readonly<Record<InvitationStatus, number>> = {
  SENT: 1,
  OPEN: 2,
  KYC: 3,
  FORM: 4,
  APPROVED: 5,
  DENIED: 6,
};

/** The spec's labels. */
export const INVITATION_STATUS_LABEL: Readonly<Record<InvitationStatus, string>> = {
  SENT: 'Sent',
  OPEN: 'Open',
  KYC: 'KYC',
  FORM: 'Form',
  APPROVED: 'Approved',
  DENIED: 'Denied',
};

export function invitationStatusFromCode(code: number): InvitationStatus {
  const status = INVITATION_STATUSES[code - 1];
  if (!status) throw new Error(`Unknown invitation status ${code}`);
  return status;
}

export const invitationMachine = defineMachine({
  name: 'invitation',
  states: INVITATION_STATUSES,
  events: {
    /** The invited person opens the link; opening it again changes nothing. */
    open: { from: ['SENT', 'OPEN'], to: 'OPEN' },
    /** The person registers with the code (the link may be skipped by a direct call). */
    register: { from: ['SENT', 'OPEN'], to: 'OPEN' },
    /** The first KYC draft (or a refused submit) of the registered person. */
    start_kyc: { from: ['OPEN', 'KYC'], to: 'KYC' },
    /** The KYC form is submitted and passes the engine's checks. */
    submit_kyc: { from: ['OPEN', 'KYC'], to: 'FORM' },
    /** Fiduciary decisions on a submitted KYC. */
    approve: { from: ['FORM'], to: 'APPROVED' },
    deny: { from: ['FORM'], to: 'DENIED' },
    /** The person must change the KYC: it is open for editing again, and resubmitting moves it to Form. */
    request_revision: { from: ['FORM'], to: 'KYC' },
  },
});
export type InvitationEvent = keyof typeof invitationMachine.events;

/** KYC decisions of the fiduciary API and the machine event each one fires. */
export const KYC_DECISIONS = ['APPROVE', 'DENY', 'REQUEST_REVISION'] as const;
export type KycDecision = (typeof KYC_DECISIONS)[number];
export const KYC_DECISION_EVENT: Readonly<Record<KycDecision, InvitationEvent>> = {
  APPROVE: 'approve',
  DENY: 'deny',
  REQUEST_REVISION: 'request_revision',
};
/** A reason is required to deny and to ask for a revision (the person must know what to change). */
export const KYC_DECISION_REASON_REQUIRED = 'A reason is required to deny or to request a revision.';
export function kycDecisionNeedsReason(decision: KycDecision): boolean {
  return decision !== 'APPROVE';
}
