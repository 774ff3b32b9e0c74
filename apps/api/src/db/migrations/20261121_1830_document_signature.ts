import { type Kysely, sql } from 'kysely';

/**
 * Fiduciary documents signed by the investor (spec 7 "Documents": `fiduciary-documents/{doc_id}/esign`):
 * a new ceremony subject kind FIDUCIARY_DOCUMENT, and one signature row per (document, entity)
 * holding the sealed copy once signed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE signing_session DROP CONSTRAINT signing_session_subject_kind_check`.execute(db);
  await sql`ALTER TABLE signing_session ADD CONSTRAINT signing_session_subject_kind_check
    CHECK (subject_kind IN ('NDA', 'NDA_COUNTERSIGN', 'DEAL', 'DEAL_COUNTERSIGN', 'FIDUCIARY_DOCUMENT'))`.execute(db);

  await db.schema
    .createTable('document_signature')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('document_id', 'uuid', (c) => c.notNull().references('document.id').onDelete('cascade'))
    .addColumn('entity_id', 'uuid', (c) => c.notNull().references('investing_entity.id').onDelete('cascade'))
    // Who opened the latest ceremony (and, once SIGNED, who signed).
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('SIGN_IN_PROCESS', 'SIGNED')`))
    .addColumn('signed_file_id', 'uuid', (c) => c.references('stored_file.id'))
    .addColumn('signed_on', 'timestamptz')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('document_signature_document_entity_key', ['document_id', 'entity_id'])
    .execute();
  await db.schema
    .createIndex('document_signature_entity_idx')
    .on('document_signature')
    .columns(['fiduciary_id', 'entity_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_signature').ifExists().execute();
  await sql`DELETE FROM signing_session WHERE subject_kind = 'FIDUCIARY_DOCUMENT'`.execute(db);
  await sql`ALTER TABLE signing_session DROP CONSTRAINT signing_session_subject_kind_check`.execute(db);
  await sql`ALTER TABLE signing_session ADD CONSTRAINT signing_session_subject_kind_check
    CHECK (subject_kind IN ('NDA', 'NDA_COUNTERSIGN', 'DEAL', 'DEAL_COUNTERSIGN'))`.execute(db);
}
