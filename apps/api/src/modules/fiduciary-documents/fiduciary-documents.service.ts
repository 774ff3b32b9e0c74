import {
  type EsignUrl,
  FIDUCIARY_DOCUMENT_SIGNED,
  FIDUCIARY_DOCUMENTS_PATH,
  type FiduciaryDocument,
  NO_SIGNATURE_REQUIRED,
} from '@dl/contracts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { type InvestorScope, NOT_PERMITTED } from '#api/plugins/guards/index.ts';
import { openCeremony, refuseIfSealPending } from '../ceremony/index.ts';
import {
  canActFor,
  decideDocumentAccess,
  fetchDocument,
  getDocumentRow,
  investorEntities,
} from '../documents/index.ts';
import { findEntityByUid, lockSignature, updateSignature } from './fiduciary-documents.repository.ts';

/** The classes a fiduciary document may have (spec 7 "Documents"). */
const FIDUCIARY_CLASSES = new Set(['FIDUCIARY', 'TAX', 'CAPITAL_CALL']);

/**
 * The document `docId` addressed to the entity `entityUid` (else the token's current entity), when
 * the caller stands for that entity (the documents module's reading rule). Another tenant's
 * document, an unknown entity, or a document addressed elsewhere: 404, all alike.
 */
async function addressedDocument(ctx: AppContext, scope: InvestorScope, docId: string, entityUid?: string) {
  const { db } = ctx;
  const entity = entityUid ? await findEntityByUid(db, scope.fiduciaryId, entityUid) : { id: scope.entityId };
  if (!entity) throw notFound();
  const [row, entities] = await Promise.all([
    getDocumentRow(db, scope.fiduciaryId, docId),
    investorEntities(db, scope.fiduciaryId, scope.userId),
  ]);
  if (!row || !FIDUCIARY_CLASSES.has(row.doc_class) || row.entity_id !== entity.id) throw notFound();
  const access = decideDocumentAccess({
    docClass: row.doc_class,
    addressedTo: row.entity_id,
    opportunityDiscoverable: null,
    ndaStatus: null,
    entityIds: entities.map((e) => e.entityId),
  });
  if (access !== 'ALLOW') throw notFound();
  return { row, entityId: entity.id, entities };
}

/**
 * `GET fiduciary-documents/{doc_id}?entity_uid=`: the fetched record (as mydocuments answers it,
 * audited 'documents viewed' there) and its description.
 */
export async function getFiduciaryDocument(
  ctx: AppContext,
  scope: InvestorScope,
  docId: string,
  entityUid?: string,
): Promise<FiduciaryDocument> {
  const { row } = await addressedDocument(ctx, scope, docId, entityUid);
  const fetched = await fetchDocument(ctx, scope, row.id, { investorAddressedOnly: true });
  return { fiduciary_document: fetched, description: row.description };
}

/**
 * `GET fiduciary-documents/{doc_id}/esign?entity_uid=`: opens the ceremony for the entity's
 * signature of the document. Only someone who may act for the entity (a viewer: 403); only a
 * document that asks for a signature and is not yet signed for the entity (else 409).
 */
export async function openFiduciaryDocumentCeremony(
  ctx: AppContext,
  scope: InvestorScope,
  docId: string,
  entityUid?: string,
): Promise<EsignUrl> {
  const { row, entityId, entities } = await addressedDocument(ctx, scope, docId, entityUid);
  if (!canActFor(entities, entityId)) throw new AppError('FORBIDDEN', NOT_PERMITTED);
  if (row.action_required !== 'SIGNATURE_REQUIRED')
    throw new AppError('CONFLICT', NO_SIGNATURE_REQUIRED, 'SIGNATURE_NOT_REQUIRED');
  return ctx.db.transaction().execute(async (trx) => {
    const signature = await lockSignature(trx, {
      fiduciaryId: scope.fiduciaryId,
      documentId: row.id,
      entityId,
      userId: scope.userId,
    });
    if (signature.status === 'SIGNED')
      throw new AppError('CONFLICT', FIDUCIARY_DOCUMENT_SIGNED, 'DOCUMENT_ALREADY_SIGNED');
    await refuseIfSealPending(trx, ['FIDUCIARY_DOCUMENT'], signature.id);
    if (signature.user_id !== scope.userId) await updateSignature(trx, signature.id, { user_id: scope.userId });
    return openCeremony(trx, {
      fiduciaryId: scope.fiduciaryId,
      userId: scope.userId,
      kind: 'FIDUCIARY_DOCUMENT',
      subjectId: signature.id,
      returnPath: FIDUCIARY_DOCUMENTS_PATH,
    });
  });
}
