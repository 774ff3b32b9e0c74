export { invitationRoutes, publicInvitationRoutes } from './invitations.routes.ts';
export { getInvitation } from './invitations.service.ts';
export { followKycResponse } from './kyc-progress.ts';
export { resolveCode } from './open-invitation.ts';
export { moveInvitation } from './move-status.ts';
export { assertNotThrottled, countFailure } from './throttle.ts';
export { withRetryAfter } from './inviter-limit.ts';
export { assertKycCleared } from './kyc-gate.ts';
export { shareOpportunity } from './share-opportunity.ts';
