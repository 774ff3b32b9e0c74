import { randomUUID } from 'node:crypto';
import { INVESTOR_FIDUCIARY_ROLES, onboardingEntityName } from '@dl/domain';
import { z } from 'zod';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { defineJob, PermanentJobError } from '#api/platform/jobs/index.ts';
import {
  insertEntityMembership,
  insertInvestingEntity,
  lockInvitation,
  setInvitationEntity,
  userNames,
} from './registration.repository.ts';

export const PREPARE_ACCOUNT_JOB = 'onboarding.prepare_account';

/**
 * Prepares a registered person's account: the investing entity of the invitation's type, and the
 * fiduciary_investor membership acting for it (the entity is then the login's current entity,
 * spec 4 "first permission"). Idempotent: a second run finds the entity already set.
 */
export function prepareAccountJob(ctx: AppContext) {
  return defineJob({
    kind: PREPARE_ACCOUNT_JOB,
    payload: z.object({ invitation_id: z.uuid() }),
    // The person waits on the preparing screen (spec 4: retries 3 s apart): a retry soon, not backed off.
    retry: { delaySeconds: 2, backoff: false },
    async run(job) {
      await ctx.db.transaction().execute(async (trx) => {
        const invitation = await lockInvitation(trx, job.payload.invitation_id);
        if (!invitation?.user_id) throw new PermanentJobError('The invitation has no registered user.');
        if (invitation.entity_id) return;
        const user = await userNames(trx, invitation.user_id);
        const entityId = await insertInvestingEntity(trx, {
          fiduciaryId: invitation.fiduciary_id,
          trellisUid: `ENT-${randomUUID().slice(0, 13)}`,
          name: onboardingEntityName({
            type: invitation.entity_type,
            entityName: invitation.entity_name,
            firstName: user.first_name,
            lastName: user.last_name,
          }),
          type: invitation.entity_type,
        });
        await insertEntityMembership(trx, {
          fiduciaryId: invitation.fiduciary_id,
          userId: invitation.user_id,
          role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR,
          entityId,
        });
        await setInvitationEntity(trx, invitation.id, entityId);
        await recordAudit(trx, {
          fiduciary_id: invitation.fiduciary_id,
          actor_user_id: invitation.user_id,
          kind: 'onboarding_account_prepared',
          subject: invitation.id,
          data: { invitation_id: invitation.id, entity_id: entityId },
        });
      });
    },
  });
}
