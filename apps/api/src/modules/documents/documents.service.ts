import { DATA_ROOM_CLOSED_MESSAGE, type DataRoomList, type FetchedDocument } from '@dl/contracts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { InvestorScope } from '#api/plugins/guards/index.ts';
import { signedFileUrl } from '#api/platform/signed-links.ts';
import { READ_EVENT, recordAudit } from '#api/platform/audit.ts';
import { readDocumentAccess } from './document-access-read.ts';
import { toDocumentRecord } from './documents.mapper.ts';
import {
  type DocumentRow,
  findDataRoomDocuments,
  findDocumentByFileId,
  findDocumentById,
  findEntityUid,
  findFileMimeType,
  findLatestSignedFileId,
  findSignedCopy,
  markFirstViewed,
  type SignedCopy,
} from './documents.repository.ts';
import { findDiscoverableOpportunity, findNda, investorEntities } from './investor-access.ts';

const { DOCUMENTS_VIEWED } = READ_EVENT;

/** The investor-addressed classes `GET investors/document/{doc_id}` answers for. */
const INVESTOR_ADDRESSED = new Set(['FIDUCIARY', 'TAX', 'CAPITAL_CALL']);

/** The document named by `docId`: its own id, its file's id, or a signed copy of the caller's. */
async function resolve(ctx: AppContext, scope: InvestorScope, docId: string, entityIds: string[]) {
  const { db } = ctx;
  const direct =
    (await findDocumentById(db, scope.fiduciaryId, docId)) ??
    (await findDocumentByFileId(db, scope.fiduciaryId, docId));
  if (direct) return { row: direct, copy: undefined };
  const copy = await findSignedCopy(db, scope.fiduciaryId, docId, entityIds);
  const row = copy ? await findDocumentById(db, scope.fiduciaryId, copy.documentId) : undefined;
  return { row, copy };
}

async function checkAccess(
  ctx: AppContext,
  scope: InvestorScope,
  row: DocumentRow,
  copy: SignedCopy | undefined,
  entityIds: string[],
) {
  const access = await readDocumentAccess(ctx.db, scope, row, entityIds, Boolean(copy));
  if (access === 'NOT_FOUND') throw notFound();
  if (access === 'DATA_ROOM_CLOSED') throw new AppError('FORBIDDEN', DATA_ROOM_CLOSED_MESSAGE, 'DATA_ROOM_CLOSED');
}

/**
 * `GET mydocuments/{doc_id}` and `GET investors/document/{doc_id}`: the document record with a
 * short-lived signed link to its bytes. Each answer writes the audit event 'documents viewed'.
 */
export async function fetchDocument(
  ctx: AppContext,
  scope: InvestorScope,
  docId: string,
  options: { investorAddressedOnly?: boolean } = {},
): Promise<FetchedDocument> {
  const entityIds = (await investorEntities(ctx.db, scope.fiduciaryId, scope.userId)).map((e) => e.entityId);
  const { row, copy } = await resolve(ctx, scope, docId, entityIds);
  if (!row) throw notFound();
  if (options.investorAddressedOnly && !INVESTOR_ADDRESSED.has(row.doc_class)) throw notFound();
  await checkAccess(ctx, scope, row, copy, entityIds);

  const entityId = copy?.entityId ?? row.entity_id ?? scope.entityId;
  const signedDocumentId =
    copy?.fileId ?? (await findLatestSignedFileId(ctx.db, scope.fiduciaryId, row.id, row.doc_class, entityId));
  const entityUid = row.entity_trellis_uid
    ? null
    : ((await findEntityUid(ctx.db, scope.fiduciaryId, entityId))?.trellis_uid ?? null);
  const fileId = copy?.fileId ?? row.file_id;
  const mime = copy
    ? ((await findFileMimeType(ctx.db, scope.fiduciaryId, fileId))?.mime_type ?? 'application/pdf')
    : row.mime_type;

  await ctx.db.transaction().execute(async (trx) => {
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: DOCUMENTS_VIEWED,
      subject: row.id,
      data: { opportunity_id: row.opportunity_id, entity_id: scope.entityId, file_id: fileId },
    });
    if (INVESTOR_ADDRESSED.has(row.doc_class)) await markFirstViewed(trx, scope.fiduciaryId, row.id, scope.userId);
  });
  const link = signedFileUrl(ctx, { fileId });
  return {
    ...toDocumentRecord(row, { signedDocumentId, entityUid }),
    signed_url: link.url,
    expires_on: link.expires_on,
    mime_type: mime,
  };
}

/** The data room of an opportunity for the caller's current entity (403 before NDA_EXECUTED). */
export async function listDataRoom(
  ctx: AppContext,
  scope: InvestorScope,
  opportunityId: string,
): Promise<DataRoomList> {
  const { db } = ctx;
  const [opportunity, nda] = await Promise.all([
    findDiscoverableOpportunity(db, scope.fiduciaryId, opportunityId, scope.entityId),
    findNda(db, scope.fiduciaryId, opportunityId, scope.entityId),
  ]);
  if (!opportunity) throw notFound();
  if (nda?.status !== 'NDA_EXECUTED') throw new AppError('FORBIDDEN', DATA_ROOM_CLOSED_MESSAGE, 'DATA_ROOM_CLOSED');
  const [rows, entity] = await Promise.all([
    findDataRoomDocuments(db, scope.fiduciaryId, opportunityId),
    findEntityUid(db, scope.fiduciaryId, scope.entityId),
  ]);
  const results = rows.map((row) =>
    toDocumentRecord(row, { signedDocumentId: null, entityUid: entity?.trellis_uid ?? null }),
  );
  return { count: results.length, results };
}
