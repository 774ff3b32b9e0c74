import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { DOCUMENT_ROW_COLUMNS } from './document-columns.ts';

function documents(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('document as d')
    .innerJoin('stored_file as f', 'f.id', 'd.file_id')
    .leftJoin('opportunity as o', 'o.id', 'd.opportunity_id')
    .leftJoin('investing_entity as e', 'e.id', 'd.entity_id')
    .select([...DOCUMENT_ROW_COLUMNS, 'f.mime_type'])
    .where('d.fiduciary_id', '=', fiduciaryId);
}

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof findDocumentById>>>;

export function findDocumentById(db: Executor, fiduciaryId: string, id: string) {
  return documents(db, fiduciaryId).where('d.id', '=', id).executeTakeFirst();
}

/** A document named by its original file's id (the record's `document_id`). */
export function findDocumentByFileId(db: Executor, fiduciaryId: string, fileId: string) {
  return documents(db, fiduciaryId).where('d.file_id', '=', fileId).orderBy('d.created_on').executeTakeFirst();
}

/** DATA_ROOM documents of an opportunity, by category path then name. */
export function findDataRoomDocuments(db: Executor, fiduciaryId: string, opportunityId: string) {
  return documents(db, fiduciaryId)
    .where('d.opportunity_id', '=', opportunityId)
    .where('d.doc_class', '=', 'DATA_ROOM')
    .orderBy(sql`array_to_string(d.category, chr(31))`)
    .orderBy('d.name')
    .orderBy('d.id')
    .execute();
}

export interface SignedCopy {
  documentId: string;
  entityId: string;
  fileId: string;
}

/**
 * A signed file (NDA signed or executed, deal signed or countersigned, fiduciary document signed)
 * of one of `entityIds`, with the document it is a copy of.
 */
export async function findSignedCopy(
  db: Executor,
  fiduciaryId: string,
  fileId: string,
  entityIds: readonly string[],
): Promise<SignedCopy | undefined> {
  if (entityIds.length === 0) return undefined;
  const nda = await db
    .selectFrom('nda')
    .select(['document_id', 'entity_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('entity_id', 'in', entityIds)
    .where((eb) => eb.or([eb('signed_file_id', '=', fileId), eb('executed_file_id', '=', fileId)]))
    .executeTakeFirst();
  if (nda) return { documentId: nda.document_id, entityId: nda.entity_id, fileId };
  const deal = await db
    .selectFrom('investment')
    .select(['document_id', 'entity_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('entity_id', 'in', entityIds)
    .where('document_id', 'is not', null)
    .where((eb) => eb.or([eb('signed_file_id', '=', fileId), eb('countersigned_file_id', '=', fileId)]))
    .executeTakeFirst();
  if (deal?.document_id) return { documentId: deal.document_id, entityId: deal.entity_id, fileId };
  const signature = await db
    .selectFrom('document_signature')
    .select(['document_id', 'entity_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('entity_id', 'in', entityIds)
    .where('signed_file_id', '=', fileId)
    .executeTakeFirst();
  return signature ? { documentId: signature.document_id, entityId: signature.entity_id, fileId } : undefined;
}

/** The entity's latest signed copy of a document (executed/countersigned first for NDA and DEAL). */
export async function findLatestSignedFileId(
  db: Executor,
  fiduciaryId: string,
  documentId: string,
  docClass: string,
  entityId: string,
): Promise<string | null> {
  if (docClass === 'NDA') {
    const row = await db
      .selectFrom('nda')
      .select(['signed_file_id', 'executed_file_id'])
      .where('fiduciary_id', '=', fiduciaryId)
      .where('document_id', '=', documentId)
      .where('entity_id', '=', entityId)
      .executeTakeFirst();
    return row?.executed_file_id ?? row?.signed_file_id ?? null;
  }
  if (docClass === 'DEAL') {
    const row = await db
      .selectFrom('investment')
      .select(['signed_file_id', 'countersigned_file_id'])
      .where('fiduciary_id', '=', fiduciaryId)
      .where('document_id', '=', documentId)
      .where('entity_id', '=', entityId)
      .where('status', '<>', 'DEAL_DECLINED')
      .executeTakeFirst();
    return row?.countersigned_file_id ?? row?.signed_file_id ?? null;
  }
  if (docClass === 'DATA_ROOM') return null;
  // Investor-addressed documents (FIDUCIARY, TAX, CAPITAL_CALL): signed through `fiduciary-documents/.../esign`.
  const signature = await db
    .selectFrom('document_signature')
    .select('signed_file_id')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('document_id', '=', documentId)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
  return signature?.signed_file_id ?? null;
}

export function findEntityUid(db: Executor, fiduciaryId: string, entityId: string) {
  return db
    .selectFrom('investing_entity')
    .select('trellis_uid')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', entityId)
    .executeTakeFirst();
}

export function findFileMimeType(db: Executor, fiduciaryId: string, fileId: string) {
  return db
    .selectFrom('stored_file')
    .select('mime_type')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', fileId)
    .executeTakeFirst();
}

/** The first time an investor opens a copy addressed to their entity (the fiduciary's tracking). */
export function markFirstViewed(db: Executor, fiduciaryId: string, documentId: string, userId: string) {
  return db
    .updateTable('document')
    .set({ first_viewed_on: sql`now()`, first_viewed_by: userId })
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', documentId)
    .where('entity_id', 'is not', null)
    .where('first_viewed_on', 'is', null)
    .execute();
}
