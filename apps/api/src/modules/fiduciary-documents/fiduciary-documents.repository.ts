import type { Executor } from '#api/db/database.ts';
import type { DocumentField } from '#api/db/schema.ts';

export function findEntityByUid(db: Executor, fiduciaryId: string, trellisUid: string) {
  return db
    .selectFrom('investing_entity')
    .select(['id', 'trellis_uid'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('trellis_uid', '=', trellisUid)
    .executeTakeFirst();
}

/** The entity's signature row of a document, created on the first e-sign and locked. */
export async function lockSignature(
  trx: Executor,
  key: { fiduciaryId: string; documentId: string; entityId: string; userId: string },
) {
  await trx
    .insertInto('document_signature')
    .values({
      fiduciary_id: key.fiduciaryId,
      document_id: key.documentId,
      entity_id: key.entityId,
      user_id: key.userId,
      status: 'SIGN_IN_PROCESS',
    })
    .onConflict((oc) => oc.columns(['document_id', 'entity_id']).doNothing())
    .execute();
  return trx
    .selectFrom('document_signature')
    .selectAll()
    .where('fiduciary_id', '=', key.fiduciaryId)
    .where('document_id', '=', key.documentId)
    .where('entity_id', '=', key.entityId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function findSignatureById(db: Executor, fiduciaryId: string, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .selectFrom('document_signature')
    .selectAll()
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', id);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

export function updateSignature(
  trx: Executor,
  id: string,
  values: { user_id?: string; status?: 'SIGN_IN_PROCESS' | 'SIGNED'; signed_file_id?: string; signed_on?: Date },
) {
  return trx.updateTable('document_signature').set(values).where('id', '=', id).execute();
}

/** What the ceremony shows for a signature: the addressed document and its file. */
export async function findSignatureSubject(db: Executor, fiduciaryId: string, signatureId: string) {
  const row = await db
    .selectFrom('document_signature as s')
    .innerJoin('document as d', 'd.id', 's.document_id')
    .select(['s.id', 's.status', 'd.name as document_name', 'd.file_id as document_file_id', 'd.fields'])
    .where('s.fiduciary_id', '=', fiduciaryId)
    .where('d.fiduciary_id', '=', fiduciaryId)
    .where('s.id', '=', signatureId)
    .executeTakeFirst();
  return row ? { ...row, fields: row.fields as DocumentField[] } : undefined;
}
