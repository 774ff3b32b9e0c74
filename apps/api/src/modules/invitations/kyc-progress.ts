import type { InvitationEvent } from '@dl/domain';
import type { ResponseListener } from '../forms/index.ts';
import { lockKycInvitationOfEntity } from './invitations.repository.ts';
import { moveInvitation } from './move-status.ts';

/** Spec 3 form ids: KYC_INDIVIDUAL ('3') for a person, KYC_ENTITY ('4') for every other entity type. */
const kycFormOf = (entityType: string) => (entityType === 'INDIVIDUAL' ? '3' : '4');

/**
 * An invitation follows its person's KYC response as it is saved (ADR 0023), in the save's
 * transaction, through the machine and with its audit row: a saved draft moves 2 Open to 3 KYC; a
 * submitted form moves 2 Open or 3 KYC to 4 Form (after a revision request the invitation is at
 * 3 KYC again, so the next submit moves it on). A response to another form changes nothing.
 */
export const followKycResponse: ResponseListener = async (trx, saved) => {
  const row = await lockKycInvitationOfEntity(trx, saved.fiduciaryId, saved.entityId);
  if (!row || kycFormOf(row.entity_type) !== saved.formId) return;
  const event: InvitationEvent = saved.status === 'SUBMITTED' ? 'submit_kyc' : 'start_kyc';
  if (event === 'start_kyc' && row.status === 3) return;
  await moveInvitation(trx, row, { event, actorUserId: saved.userId });
};
