import { QNA_DELETED, type QnaItem, type QnaList } from '@dl/contracts';
import { investorCan } from '@dl/domain';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { NOT_PERMITTED, STAFF_NOT_PERMITTED } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import type { QnaCaller } from './qna-caller.ts';
import { toQnaItem } from './qna.mapper.ts';
import { findQnaById, findQnaPage, type QnaFilters, type QnaRow, updateQna } from './qna.repository.ts';
import { notifyQuestionAnswered } from './qna-notify.ts';

/** 409 for the asker once the issuer side has answered (the answer refers to the text as asked). */
export const QNA_ANSWERED_LOCKED = 'This question has already been answered and can no longer be changed.';

export async function listQna(
  ctx: AppContext,
  caller: QnaCaller,
  q: { page: number; limit: number; ordering: QnaListQueryOrdering; filters: QnaFilters },
): Promise<QnaList> {
  const { count, rows } = await findQnaPage(ctx.db, {
    fiduciaryId: caller.fiduciaryId,
    visibility: caller.visibility,
    filters: q.filters,
    ordering: q.ordering,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return { count, results: rows.map((r) => toQnaItem(r, caller)), next: null };
}
type QnaListQueryOrdering = Parameters<typeof findQnaPage>[1]['ordering'];

/** The item as the caller sees it, named by (id, source): a source other than its own reads as missing. */
function sourceMatches(row: QnaRow, source: string): boolean {
  return (row.document_id ? 'document' : 'opportunity') === source;
}

/** Only an acting member of the asking entity changes a question, and only before it is answered. */
function requireAsker(caller: QnaCaller, row: QnaRow): void {
  if (caller.kind !== 'INVESTOR') throw new AppError('FORBIDDEN', STAFF_NOT_PERMITTED);
  if (row.has_response) throw new AppError('CONFLICT', QNA_ANSWERED_LOCKED, 'QUESTION_ANSWERED');
}

function requireActingInvestor(caller: QnaCaller): void {
  if (caller.kind === 'INVESTOR' && !investorCan(caller.role, 'investor.act')) {
    throw new AppError('FORBIDDEN', NOT_PERMITTED);
  }
}

/** PATCH QnA/:id: the asker edits `request`, the issuer side saves `response`. */
export async function updateQnaItem(
  ctx: AppContext,
  caller: QnaCaller,
  input: { id: string; source: string; request?: string | undefined; response?: string | undefined },
): Promise<{ data: QnaItem }> {
  requireActingInvestor(caller);
  if (input.response !== undefined) return answerQna(ctx, caller, { ...input, response: input.response });
  return ctx.db.transaction().execute(async (trx) => {
    const args = { fiduciaryId: caller.fiduciaryId, visibility: caller.visibility, id: input.id };
    const row = await findQnaById(trx, { ...args, lock: true });
    if (!row || !sourceMatches(row, input.source)) throw notFound();
    requireAsker(caller, row);
    await updateQna(trx, row.id, { request: input.request as string });
    await recordAudit(trx, {
      fiduciary_id: caller.fiduciaryId,
      actor_user_id: caller.userId,
      kind: 'qna_edited',
      subject: row.id,
      data: { opportunity_id: row.opportunity_id },
    });
    const saved = await findQnaById(trx, args);
    return { data: toQnaItem(saved as QnaRow, caller) };
  });
}

/** The issuer (own issuers' opportunities) or the fund admin saves an answer; answering again replaces it. */
export async function answerQna(
  ctx: AppContext,
  caller: QnaCaller,
  input: { id: string; source: string; response: string },
): Promise<{ data: QnaItem }> {
  if (caller.kind === 'INVESTOR' || !caller.canAnswer) {
    // Look first so another tenant's or a foreign issuer's item stays a 404 for issuer viewers too.
    if (caller.kind !== 'INVESTOR') {
      const row = await findQnaById(ctx.db, {
        fiduciaryId: caller.fiduciaryId,
        visibility: caller.visibility,
        id: input.id,
      });
      if (!row || !sourceMatches(row, input.source)) throw notFound();
    }
    throw new AppError('FORBIDDEN', caller.kind === 'INVESTOR' ? NOT_PERMITTED : STAFF_NOT_PERMITTED);
  }
  return ctx.db.transaction().execute(async (trx) => {
    const args = { fiduciaryId: caller.fiduciaryId, visibility: caller.visibility, id: input.id };
    const row = await findQnaById(trx, { ...args, lock: true });
    if (!row || !sourceMatches(row, input.source)) throw notFound();
    await updateQna(trx, row.id, {
      response: input.response,
      respondent_id: caller.userId,
      respondent_type: caller.kind,
    });
    await recordAudit(trx, {
      fiduciary_id: caller.fiduciaryId,
      actor_user_id: caller.userId,
      kind: 'qna_answered',
      subject: row.id,
      data: { opportunity_id: row.opportunity_id, respondent_type: caller.kind, replaced: row.has_response },
    });
    await notifyQuestionAnswered(trx, {
      id: row.id,
      fiduciaryId: caller.fiduciaryId,
      opportunityName: row.opportunity_name,
      entityId: row.entity_id,
    });
    const saved = await findQnaById(trx, args);
    return { data: toQnaItem(saved as QnaRow, caller) };
  });
}

/** DELETE QnA/:id: a soft delete by the asker, before any answer. */
export async function deleteQnaItem(
  ctx: AppContext,
  caller: QnaCaller,
  input: { id: string; source: string },
): Promise<{ detail: string }> {
  requireActingInvestor(caller);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findQnaById(trx, {
      fiduciaryId: caller.fiduciaryId,
      visibility: caller.visibility,
      id: input.id,
      lock: true,
    });
    if (!row || !sourceMatches(row, input.source)) throw notFound();
    requireAsker(caller, row);
    await updateQna(trx, row.id, { deleted: true });
    await recordAudit(trx, {
      fiduciary_id: caller.fiduciaryId,
      actor_user_id: caller.userId,
      kind: 'qna_deleted',
      subject: row.id,
      data: { opportunity_id: row.opportunity_id },
    });
    return { detail: QNA_DELETED };
  });
}
