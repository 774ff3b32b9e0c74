/**
 * Where an investor's KYC stands, as the fund-admin investors list shows and filters it. Read from
 * the invitation status (spec 3) when the investor was invited, otherwise from their KYC response:
 * - NOT_STARTED: invited (1 Sent, 2 Open) or no KYC answer saved;
 * - IN_PROGRESS: a draft is saved (3 KYC, or a DRAFT response);
 * - REVISION_REQUESTED: back at 3 KYC after the fiduciary asked for a revision;
 * - SUBMITTED: waiting for the fiduciary's decision (4 Form, or a SUBMITTED response without invitation);
 * - APPROVED / DENIED: the decision (5 / 6).
 */
export const KYC_STATES = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'REVISION_REQUESTED',
  'SUBMITTED',
  'APPROVED',
  'DENIED',
] as const;
export type KycState = (typeof KYC_STATES)[number];

export const KYC_STATE_LABEL: Readonly<Record<KycState, string>> = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  REVISION_REQUESTED: 'Revision requested',
  SUBMITTED: 'Submitted',
  APPROVED: 'Approved',
  DENIED: 'Denied',
};

export interface KycFacts {
  /** The invitation's status code (1..6), null when the investor was not invited. */
  invitationStatus: number | null;
  /** Whether the invitation's last decision asked for a revision (it is back at 3 KYC). */
  revisionRequested: boolean;
  /** The status of the investor's KYC response, null when none is saved. */
  responseStatus: 'DRAFT' | 'SUBMITTED' | null;
}

export function kycStateOf(facts: KycFacts): KycState {
  switch (facts.invitationStatus) {
    case 1:
    case 2:
      return 'NOT_STARTED';
    case 3:
      return facts.revisionRequested ? 'REVISION_REQUESTED' : 'IN_PROGRESS';
    case 4:
      return 'SUBMITTED';
    case 5:
      return 'APPROVED';
    case 6:
      return 'DENIED';
    default:
      if (facts.responseStatus === 'SUBMITTED') return 'SUBMITTED';
      return facts.responseStatus === 'DRAFT' ? 'IN_PROGRESS' : 'NOT_STARTED';
  }
}
