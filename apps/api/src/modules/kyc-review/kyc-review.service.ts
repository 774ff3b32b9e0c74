import type { KycQueueItem, KycSubmission } from '@dl/contracts';
import { kycFormIdFor, onboardingEntityName } from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import { readAnswersAsStaff } from '../forms/index.ts';
import { getInvitation } from '../invitations/index.ts';
import { findEntityName, listQueue } from './kyc-review.repository.ts';

type QueueRow = Awaited<ReturnType<typeof listQueue>>['rows'][number];

function toQueueItem(row: QueueRow): KycQueueItem {
  return {
    invitation_id: row.id,
    entity_id: row.entity_id,
    name:
      row.registered_name ??
      onboardingEntityName({
        type: row.entity_type,
        entityName: row.entity_name,
        firstName: row.first_name,
        lastName: row.last_name,
      }),
    email: row.email,
    entity_type: row.entity_type,
    form_id: kycFormIdFor(row.entity_type),
    submitted_on: row.modified_on.toISOString(),
  };
}

export async function kycQueue(ctx: AppContext, args: { fiduciaryId: string; page: number; limit: number }) {
  const { rows, count } = await listQueue(ctx.db, args);
  const hasMore = args.page * args.limit < count;
  return { count, results: rows.map(toQueueItem), next: hasMore ? String(args.page + 1) : null };
}

/**
 * One person's KYC answers (masked) with the template at the version they were given against, for
 * read-only rendering; any status may be read (a decided one too), the decision buttons follow it.
 */
export async function kycSubmission(
  ctx: AppContext,
  args: { fiduciaryId: string; invitationId: string },
): Promise<KycSubmission> {
  const invitation = await getInvitation(ctx, args.fiduciaryId, args.invitationId);
  const formId = kycFormIdFor(invitation.entity_type);
  const entity = invitation.entity_id
    ? await findEntityName(ctx.db, args.fiduciaryId, invitation.entity_id)
    : undefined;
  const answers = await readAnswersAsStaff(ctx, {
    fiduciaryId: args.fiduciaryId,
    // An invitation without an entity has no answers: a key that matches no response.
    entityId: invitation.entity_id ?? '00000000-0000-0000-0000-000000000000',
    formId,
  });
  const name =
    entity?.name ??
    onboardingEntityName({
      type: invitation.entity_type,
      entityName: invitation.entity_name,
      firstName: invitation.first_name,
      lastName: invitation.last_name,
    });
  return { invitation, name, template: answers.template, response: answers.record };
}
