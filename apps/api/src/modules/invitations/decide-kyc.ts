import type { Invitation } from '@dl/contracts';
import {
  KYC_DECISION_EVENT,
  KYC_DECISION_REASON_REQUIRED,
  type KycDecision,
  kycDecisionNeedsReason,
  type NavigateTarget,
  type NotificationKind,
} from '@dl/domain';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { notifyEntity } from '../notifications/index.ts';
import { toInvitation } from './invitations.mapper.ts';
import { findFiduciaryName, lockInvitation } from './invitations.repository.ts';
import { moveInvitation } from './move-status.ts';

/** What the person is told, and whether they must act (a revision), per decision. */
function decisionNotice(decision: KycDecision, fiduciaryName: string, reason: string | null) {
  const notices: Record<KycDecision, { kind: NotificationKind; message: string }> = {
    APPROVE: { kind: 'NOTIFICATION', message: `${fiduciaryName} approved your KYC.` },
    DENY: { kind: 'NOTIFICATION', message: `${fiduciaryName} denied your KYC: ${reason}` },
    REQUEST_REVISION: { kind: 'ACTION', message: `${fiduciaryName} asks you to revise your KYC: ${reason}` },
  };
  return notices[decision];
}

/** The My Profile tab holding the KYC forms (spec 3 form ids '3' and '4'). */
const KYC_TARGET: NavigateTarget = { name: 'MyProfile', resource_id: 'forms' };

/**
 * The fiduciary's KYC decision on a submitted KYC (4 Form): approve -> 5, deny -> 6, request a
 * revision -> 3 KYC (the person edits and submits again). The entity's acting members are notified
 * (KYC_DECISION) in the decision's transaction.
 */
export async function decideKyc(
  ctx: AppContext,
  args: { fiduciaryId: string; userId: string; id: string; decision: KycDecision; reason: string | null },
): Promise<Invitation> {
  const reason = args.reason?.trim() || null;
  if (kycDecisionNeedsReason(args.decision) && !reason) throw new AppError('BAD_REQUEST', KYC_DECISION_REASON_REQUIRED);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockInvitation(trx, args.fiduciaryId, args.id);
    if (!current) throw notFound();
    const updated = await moveInvitation(trx, current, {
      event: KYC_DECISION_EVENT[args.decision],
      actorUserId: args.userId,
      patch: { decision_reason: reason, decided_by: args.userId, decided_on: new Date() },
      data: { decision: args.decision, reason },
    });
    if (updated.entity_id) {
      const fiduciary = await findFiduciaryName(trx, args.fiduciaryId);
      await notifyEntity(trx, {
        fiduciaryId: args.fiduciaryId,
        entityId: updated.entity_id,
        event: 'KYC_DECISION',
        ...decisionNotice(args.decision, fiduciary.name, reason),
        navigateTo: KYC_TARGET,
      });
    }
    return updated;
  });
  return toInvitation(row);
}
