import type { ApprovalQueueItem, OpportunityReview, approvalQueueQuerySchema } from '@dl/contracts';
import {
  APPROVAL_AFTER,
  checkFourEyes,
  DEFAULT_PAGE_SIZE,
  FOUR_EYES_MESSAGES,
  type OpportunityApprovalEvent,
  opportunityApprovalMachine,
  TransitionError,
} from '@dl/domain';
import type { z } from 'zod';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { dropOpportunityLists, getOpportunityPreview } from '#api/modules/opportunities/index.ts';
import { findApproval, findEditorIds, findOpportunityTags, updateApproval } from './approval.repository.ts';
import { toApprovalInfo, toQueueItem } from './approval.mapper.ts';
import { countQueue, findQueuePage, type QueuePage } from './queue.repository.ts';

type QueueQuery = z.output<typeof approvalQueueQuerySchema>;

/** The staff member acting (requireStaff's answer). */
export interface StaffScope {
  fiduciaryId: string;
  userId: string;
}

/** The approval queue (spec 4 approval statuses, NA shown as Sent), newest change first by default. */
export async function listApprovalQueue(
  ctx: AppContext,
  who: StaffScope,
  q: QueueQuery,
): Promise<{ count: number; results: ApprovalQueueItem[]; next: null }> {
  const ordering = q.ordering ?? '-modified_on';
  const descending = ordering.startsWith('-');
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  const page: QueuePage = {
    field: (descending ? ordering.slice(1) : ordering) as QueuePage['field'],
    descending,
    limit,
    offset: (q.page - 1) * limit,
  };
  const filters = {
    fiduciaryId: who.fiduciaryId,
    userId: who.userId,
    approval: q.approval,
    status: q.status,
    name: q.name,
  };
  const [count, rows] = await Promise.all([countQueue(ctx.db, filters), findQueuePage(ctx.db, filters, page)]);
  return { count, results: rows.map(toQueueItem), next: null };
}

/** The preview (as investors will see it) with the approval and what the caller may do with it. */
export async function getOpportunityReview(
  ctx: AppContext,
  who: StaffScope,
  id: string,
  mayApprove: boolean,
): Promise<OpportunityReview> {
  const [opportunity, approval, editorIds, tags] = await Promise.all([
    getOpportunityPreview(ctx, who.fiduciaryId, id),
    findApproval(ctx.db, who.fiduciaryId, id),
    findEditorIds(ctx.db, who.fiduciaryId, id),
    findOpportunityTags(ctx.db, who.fiduciaryId, id),
  ]);
  if (!opportunity || !approval) throw notFound();
  const editedByMe = !checkFourEyes({ checkerId: who.userId, makerIds: editorIds }).allowed;
  return { opportunity, approval: toApprovalInfo(approval, editedByMe, mayApprove), tags };
}

export type Decision = { event: 'approve' } | { event: 'reject'; reason: string };

const AUDIT_KIND: Record<OpportunityApprovalEvent, string> = {
  approve: 'opportunity_approved',
  reject: 'opportunity_rejected',
};

/**
 * Approve (publish to the tenant's investors) or reject (back to the issuer, with the reason), with
 * the row locked and the change audited in one transaction. Refused (409) from a status the machine
 * does not allow, and an approval by one of the opportunity's editors (four eyes).
 */
export async function decideOpportunity(
  ctx: AppContext,
  who: StaffScope,
  id: string,
  decision: Decision,
): Promise<OpportunityReview> {
  const { fiduciaryId, userId } = who;
  await ctx.db.transaction().execute(async (trx) => {
    const current = await findApproval(trx, fiduciaryId, id, true);
    if (!current) throw notFound();
    let status: ReturnType<typeof opportunityApprovalMachine.next>;
    try {
      status = opportunityApprovalMachine.next(current.status, decision.event);
    } catch (err) {
      if (err instanceof TransitionError) throw new AppError('CONFLICT', err.message, 'TRANSITION_REFUSED');
      throw err;
    }
    if (decision.event === 'approve') {
      const fourEyes = checkFourEyes({ checkerId: userId, makerIds: await findEditorIds(trx, fiduciaryId, id) });
      if (!fourEyes.allowed) throw new AppError('CONFLICT', FOUR_EYES_MESSAGES.opportunity, fourEyes.reason);
    }
    const reason = decision.event === 'reject' ? decision.reason : null;
    const approval = APPROVAL_AFTER[decision.event];
    await updateApproval(trx, fiduciaryId, id, {
      status,
      approval_status: approval,
      rejection_reason: reason,
      reviewed_by: userId,
    });
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: userId,
      kind: AUDIT_KIND[decision.event],
      subject: id,
      data: { from: current.status, to: status, approval, ...(reason ? { reason } : {}) },
    });
  });
  // Investors' lists in this process show a newly published opportunity on their next request.
  dropOpportunityLists(ctx, fiduciaryId);
  return getOpportunityReview(ctx, who, id, true);
}
