import {
  type AudienceOpportunity,
  type DocumentRecipient,
  type DocumentSend,
  NO_RECIPIENTS,
  type RECIPIENT_FILTERS,
  SIGNATURE_NEEDS_PDF,
  type sendDocumentBodySchema,
} from '@dl/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { StaffScope } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { notifyEntities } from '../notifications/index.ts';
import { toDocumentRecipient, toDocumentSend } from './document-sends.mapper.ts';
import {
  countRecipients,
  countSends,
  findAudienceOpportunities,
  findEntity,
  findOpportunity,
  findRecipientsPage,
  findSend,
  findSendsPage,
  findStoredFile,
  insertCopies,
  insertSend,
  type SendPage,
  setRecipients,
} from './document-sends.repository.ts';

type SendBody = z.output<typeof sendDocumentBodySchema>;

const FILE_NOT_FOUND = 'File not found.';
const SEND_NOT_FOUND = 'Document not found.';

/** The audience the body names, each id checked to be this fiduciary's (else 404). */
async function audienceOf(ctx: AppContext, fiduciaryId: string, body: SendBody) {
  if (body.audience === 'INVESTOR') {
    const entity = await findEntity(ctx.db, fiduciaryId, body.entity_id as string);
    if (!entity) throw notFound('Investor not found.');
    return { kind: 'INVESTOR' as const, entityId: entity.id };
  }
  if (body.audience === 'OPPORTUNITY') {
    const opportunity = await findOpportunity(ctx.db, fiduciaryId, body.opportunity_id as string);
    if (!opportunity) throw notFound('Opportunity not found.');
    return { kind: 'OPPORTUNITY' as const, opportunityId: opportunity.id };
  }
  return { kind: 'ALL' as const };
}

/**
 * `POST fid-admin/documents`: one copy of the file per addressed entity, in one transaction with
 * the send, its audit event and the members' notifications (an ACTION when a signature is asked).
 * A document to sign must be a PDF; an audience without investors is refused (409), nothing stored.
 */
export async function sendDocument(ctx: AppContext, scope: StaffScope, body: SendBody): Promise<DocumentSend> {
  const { fiduciaryId } = scope;
  const file = await findStoredFile(ctx.db, fiduciaryId, body.file_id);
  if (!file) throw notFound(FILE_NOT_FOUND);
  if (body.action_required === 'SIGNATURE_REQUIRED' && file.mime_type !== 'application/pdf')
    throw new AppError('BAD_REQUEST', `file_id: ${SIGNATURE_NEEDS_PDF}`);
  const audience = await audienceOf(ctx, fiduciaryId, body);
  const sendId = await ctx.db.transaction().execute(async (trx) => {
    const id = await insertSend(trx, {
      fiduciary_id: fiduciaryId,
      name: body.name,
      description: body.description,
      doc_class: body.doc_class,
      document_type: body.document_type,
      action_required: body.action_required,
      audience: audience.kind,
      entity_id: audience.kind === 'INVESTOR' ? audience.entityId : null,
      opportunity_id: audience.kind === 'OPPORTUNITY' ? audience.opportunityId : null,
      file_id: file.id,
      recipients: 0,
      created_by: scope.userId,
    });
    const entityIds = await insertCopies(
      trx,
      {
        id,
        fiduciaryId,
        name: body.name,
        description: body.description,
        docClass: body.doc_class,
        documentType: body.document_type,
        fileId: file.id,
        actionRequired: body.action_required,
        opportunityId: audience.kind === 'OPPORTUNITY' ? audience.opportunityId : null,
      },
      audience,
    );
    if (entityIds.length === 0) throw new AppError('CONFLICT', NO_RECIPIENTS, 'NO_RECIPIENTS');
    await setRecipients(trx, id, entityIds.length);
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'document_sent',
      subject: id,
      data: {
        name: body.name,
        doc_class: body.doc_class,
        action_required: body.action_required,
        audience: audience.kind,
        ...(audience.kind === 'INVESTOR' ? { entity_id: audience.entityId } : {}),
        ...(audience.kind === 'OPPORTUNITY' ? { opportunity_id: audience.opportunityId } : {}),
        file_id: file.id,
        recipients: entityIds.length,
      },
    });
    const signing = body.action_required === 'SIGNATURE_REQUIRED';
    await notifyEntities(trx, {
      fiduciaryId,
      entityIds,
      kind: signing ? 'ACTION' : 'NOTIFICATION',
      event: 'DOCUMENT_SENT',
      message: signing
        ? `Please review and sign the document "${body.name}".`
        : `A new document is waiting for you: "${body.name}".`,
      navigateTo: { name: 'Documents' },
    });
    return id;
  });
  const row = await findSend(ctx.db, fiduciaryId, sendId);
  if (!row) throw notFound(SEND_NOT_FOUND);
  return toDocumentSend(row);
}

/** `GET fid-admin/documents`: the sends with how many copies were viewed and signed. */
export async function listDocumentSends(
  ctx: AppContext,
  scope: StaffScope,
  query: SendPage & { search?: string | undefined },
): Promise<{ count: number; results: DocumentSend[]; next: null }> {
  const [rows, count] = await Promise.all([
    findSendsPage(ctx.db, scope.fiduciaryId, query.search, query),
    countSends(ctx.db, scope.fiduciaryId, query.search),
  ]);
  return { count, results: rows.map(toDocumentSend), next: null };
}

/** `GET fid-admin/documents/{id}/recipients`: who received the send, who viewed and who signed. */
export async function listDocumentRecipients(
  ctx: AppContext,
  scope: StaffScope,
  sendId: string,
  query: { page: number; limit: number; status?: (typeof RECIPIENT_FILTERS)[number] | undefined },
): Promise<{ count: number; results: DocumentRecipient[]; next: null; send: DocumentSend }> {
  const send = await findSend(ctx.db, scope.fiduciaryId, sendId);
  if (!send) throw notFound(SEND_NOT_FOUND);
  const [rows, count] = await Promise.all([
    findRecipientsPage(ctx.db, sendId, query.status, query),
    countRecipients(ctx.db, sendId, query.status),
  ]);
  return { count, results: rows.map(toDocumentRecipient), next: null, send: toDocumentSend(send) };
}

/** `GET fid-admin/documents/opportunities`: where a document can go as "investors of an opportunity". */
export async function listAudienceOpportunities(
  ctx: AppContext,
  scope: StaffScope,
): Promise<{ data: AudienceOpportunity[] }> {
  return { data: await findAudienceOpportunities(ctx.db, scope.fiduciaryId) };
}
