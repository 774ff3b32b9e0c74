import type { CreateQnaBody, QnaItem } from '@dl/contracts';
import { decideDocumentAccess, findNda } from '../documents/index.ts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { type InvestorScope, NOT_PERMITTED } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { findVisibleOpportunity } from '../opportunities/index.ts';
import type { QnaCaller } from './qna-caller.ts';
import { toQnaItem } from './qna.mapper.ts';
import { findOpportunityDocument, findQnaById, findUserName, insertQna, type QnaRow } from './qna.repository.ts';
import { notifyQuestionAsked } from './qna-notify.ts';

/**
 * A document a question is tied to must be one the asker may read (the document access rule): the
 * opportunity's NDA / DEAL documents, or its data room once the entity's NDA is executed.
 * Anything else (another opportunity's, a closed data room) reads as missing.
 */
async function requireReadableDocument(
  ctx: AppContext,
  scope: InvestorScope,
  opportunityId: string,
  documentId: string,
) {
  const doc = await findOpportunityDocument(ctx.db, scope.fiduciaryId, opportunityId, documentId);
  if (!doc) throw notFound();
  const nda = await findNda(ctx.db, scope.fiduciaryId, opportunityId, scope.entityId);
  const access = decideDocumentAccess({
    docClass: doc.doc_class,
    addressedTo: null,
    opportunityDiscoverable: true,
    ndaStatus: nda?.status ?? null,
    entityIds: [scope.entityId],
  });
  if (access !== 'ALLOW') throw notFound();
}

/** POST QnA: the investor's current entity asks about an opportunity it may see (else 404). */
export async function createQna(
  ctx: AppContext,
  scope: InvestorScope,
  body: CreateQnaBody,
): Promise<{ data: QnaItem }> {
  const opportunity = await findVisibleOpportunity(
    ctx,
    ctx.modules.opportunities.secondaries,
    scope,
    body.opportunity_id,
  );
  const documentId = body.document_id ?? null;
  if (documentId) await requireReadableDocument(ctx, scope, opportunity.id, documentId);
  if (!documentId && body.document_type) throw new AppError('BAD_REQUEST', 'document_type needs a document_id');
  const caller: QnaCaller = {
    kind: 'INVESTOR',
    fiduciaryId: scope.fiduciaryId,
    userId: scope.userId,
    entityId: scope.entityId,
    role: scope.role,
    visibility: { kind: 'ENTITY', entityId: scope.entityId },
  };
  if (!caller.fiduciaryId) throw new AppError('FORBIDDEN', NOT_PERMITTED);
  return ctx.db.transaction().execute(async (trx) => {
    const requestorName = await findUserName(trx, scope.userId);
    const id = await insertQna(trx, {
      fiduciary_id: scope.fiduciaryId,
      opportunity_id: opportunity.id,
      document_id: documentId,
      document_type: documentId ? (body.document_type ?? 'OPPORTUNITY_DOCUMENT') : null,
      entity_id: scope.entityId,
      requestor_id: scope.userId,
      requestor_name: requestorName,
      request: body.request,
    });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'qna_asked',
      subject: id,
      data: { opportunity_id: opportunity.id, document_id: documentId, entity_id: scope.entityId },
    });
    await notifyQuestionAsked(trx, {
      id,
      fiduciaryId: scope.fiduciaryId,
      opportunityName: opportunity.name,
      issuerId: opportunity.issuer_id,
      requestorName,
    });
    const row = await findQnaById(trx, { fiduciaryId: scope.fiduciaryId, visibility: caller.visibility, id });
    return { data: toQnaItem(row as QnaRow, caller) };
  });
}
