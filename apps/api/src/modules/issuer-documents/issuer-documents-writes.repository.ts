import { sql, type Updateable } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { Database, DocClass, DocumentField } from '#api/db/schema.ts';
import type { SignatureAreaColumn } from '#api/db/schema-issuer-documents.ts';

type DocumentChange = Updateable<Database['document']>;

export function findOpportunity(db: Executor, fiduciaryId: string, opportunityId: string) {
  return db
    .selectFrom('opportunity')
    .select(['id', 'name', 'status', 'issuer_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', opportunityId)
    .executeTakeFirst();
}

/** Serialises the uploads of one opportunity's template class until the transaction ends. */
export async function lockTemplateSlot(trx: Executor, opportunityId: string, docClass: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`template:${opportunityId}:${docClass}`}))`.execute(trx);
}

/** The opportunity's first document of a class (its NDA or subscription template). */
export function findFirstOfClass(db: Executor, fiduciaryId: string, opportunityId: string, docClass: DocClass) {
  return db
    .selectFrom('document')
    .select('id')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .where('doc_class', '=', docClass)
    .orderBy('created_on')
    .limit(1)
    .executeTakeFirst();
}

export function insertDocument(
  db: Executor,
  row: {
    fiduciary_id: string;
    opportunity_id: string;
    doc_class: DocClass;
    document_type: string;
    name: string;
    description: string;
    category: string[];
    file_id: string;
    action_required: 'SIGNATURE_REQUIRED' | null;
  },
) {
  return db
    .insertInto('document')
    .values({ ...row, fields: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function hasVersions(db: Executor, documentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('document_version')
    .select('id')
    .where('document_id', '=', documentId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findVersionFile(db: Executor, fiduciaryId: string, documentId: string, versionId: string) {
  return db
    .selectFrom('document_version')
    .select('file_id')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('document_id', '=', documentId)
    .where('id', '=', versionId)
    .executeTakeFirst();
}

export async function updateDocument(db: Executor, documentId: string, change: DocumentChange): Promise<void> {
  await db.updateTable('document').set(change).where('id', '=', documentId).execute();
}

export async function deleteDocument(db: Executor, documentId: string): Promise<void> {
  await db.deleteFrom('document').where('id', '=', documentId).execute();
}

export function setSignatureArea(db: Executor, documentId: string, area: SignatureAreaColumn) {
  return updateDocument(db, documentId, {
    signature_area: JSON.stringify(area),
    digitization_status: 'DIGITIZED',
    modified_on: new Date(),
  });
}

/** The job's start: a CREATED document of this file is PENDING_DIGITIZATION; false when the file changed. */
export async function startDigitization(db: Executor, fiduciaryId: string, documentId: string, fileId: string) {
  const doc = await db
    .selectFrom('document')
    .select(['id', 'file_id', 'digitization_status'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', documentId)
    .forUpdate()
    .executeTakeFirst();
  if (!doc || doc.file_id !== fileId) return false;
  if (doc.digitization_status === 'CREATED') {
    await updateDocument(db, documentId, { digitization_status: 'PENDING_DIGITIZATION' });
  }
  return true;
}

/** The fields read from the file (DIGITIZED when there are any); false when the document moved on. */
export async function finishDigitization(
  db: Executor,
  where: { fiduciaryId: string; documentId: string; fileId: string },
  fields: DocumentField[],
): Promise<boolean> {
  const done = await db
    .updateTable('document')
    .set({
      fields: JSON.stringify(fields),
      ...(fields.length > 0 ? { digitization_status: 'DIGITIZED' as const } : {}),
    })
    .where('fiduciary_id', '=', where.fiduciaryId)
    .where('id', '=', where.documentId)
    .where('file_id', '=', where.fileId)
    .where('digitization_status', '=', 'PENDING_DIGITIZATION')
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}
