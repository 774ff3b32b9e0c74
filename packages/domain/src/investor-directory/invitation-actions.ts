/**
 * Resending and revoking an invitation (issue 15 point 3). Both act on an invitation whose code is
 * still waiting to be used: 1 Sent or 2 Open, not registered, not revoked. Once the person has
 * registered, the invitation is their onboarding record (KYC follows it) and neither applies; a
 * revoked invitation is closed for good (invite the person again instead).
 */
export interface InvitationFacts {
  status: number;
  registered: boolean;
  revoked: boolean;
}

export const INVITATION_REVOKED = 'This invitation was revoked.';
export const INVITATION_ALREADY_USED = 'This invitation was already used to register.';
export const INVITATION_NOT_WAITING = 'Only an invitation that was not used yet can be resent or revoked.';

/** Why the invitation can no longer be resent or revoked, or null when it can. */
export function invitationClosedReason(facts: InvitationFacts): string | null {
  if (facts.revoked) return INVITATION_REVOKED;
  if (facts.registered) return INVITATION_ALREADY_USED;
  if (facts.status !== 1 && facts.status !== 2) return INVITATION_NOT_WAITING;
  return null;
}

/** Both resend and revoke: the invitation still waits for its person. */
export const canResendInvitation = (facts: InvitationFacts) => invitationClosedReason(facts) === null;
