import { randomUUID } from 'node:crypto';
import { INVESTOR_FIDUCIARY_ROLES, onboardingEntityName } from '@dl/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { recordAudit } from '../audit/audit.ts';
import { defineJob, PermanentJobError } from '../../platform/jobs/index.ts';

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
        const invitation = await trx
          .selectFrom('invitation')
          .selectAll()
          .where('id', '=', job.payload.invitation_id)
          .forUpdate()
          .executeTakeFirst();
        if (!invitation?.user_id) throw new PermanentJobError('The invitation has no registered user.');
        if (invitation.entity_id) return;
        const user = await trx
          .selectFrom('app_user')
          .select(['first_name', 'last_name'])
          .where('id', '=', invitation.user_id)
          .executeTakeFirstOrThrow();
        const entity = await trx
          .insertInto('investing_entity')
          .values({
            fiduciary_id: invitation.fiduciary_id,
            trellis_uid: `ENT-${randomUUID().slice(0, 13)}`,
            name: onboardingEntityName({
              type: invitation.entity_type,
              entityName: invitation.entity_name,
              firstName: user.first_name,
              lastName: user.last_name,
            }),
            type: invitation.entity_type,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('membership')
          .values({
            fiduciary_id: invitation.fiduciary_id,
            user_id: invitation.user_id,
            role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR,
            entity_id: entity.id,
          })
          .execute();
        await trx
          .updateTable('invitation')
          .set({ entity_id: entity.id, modified_on: sql`now()` })
          .where('id', '=', invitation.id)
          .execute();
        await recordAudit(trx, {
          fiduciary_id: invitation.fiduciary_id,
          actor_user_id: invitation.user_id,
          kind: 'onboarding_account_prepared',
          subject: invitation.id,
          data: { invitation_id: invitation.id, entity_id: entity.id },
        });
      });
    },
  });
}
