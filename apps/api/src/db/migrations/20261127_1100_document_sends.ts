import { type Kysely, sql } from 'kysely';

/**
 * Documents the fiduciary sends to investors (issue 15 point 9). A send names one file, its class
 * and the action it asks for, and the audience it went to (one entity, the investors of an
 * opportunity, or every investor); it fans out as one `document` row per addressed entity, so the
 * investor-side reading rule (documents addressed to the caller's entity) applies unchanged. The
 * first time an investor opens their copy is kept on the row for the fiduciary's tracking. The
 * fund's staff also read every meeting request of the tenant (point 8), through their own index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_send')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('doc_class', 'text', (c) => c.notNull().check(sql`doc_class IN ('FIDUCIARY', 'TAX', 'CAPITAL_CALL')`))
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('action_required', 'text', (c) =>
      c.notNull().check(sql`action_required IN ('SIGNATURE_REQUIRED', 'REVIEW_REQUIRED')`),
    )
    .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience IN ('INVESTOR', 'OPPORTUNITY', 'ALL')`))
    .addColumn('entity_id', 'uuid', (c) => c.references('investing_entity.id').onDelete('set null'))
    .addColumn('opportunity_id', 'uuid', (c) => c.references('opportunity.id').onDelete('set null'))
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('stored_file.id'))
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('app_user.id'))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX document_send_list_idx ON document_send (fiduciary_id, created_on DESC, id DESC)`.execute(db);

  await sql`ALTER TABLE document
    ADD COLUMN send_id uuid REFERENCES document_send(id) ON DELETE CASCADE,
    ADD COLUMN first_viewed_on timestamptz,
    ADD COLUMN first_viewed_by uuid REFERENCES app_user(id)`.execute(db);
  await sql`CREATE INDEX document_send_recipient_idx ON document (send_id, id) WHERE send_id IS NOT NULL`.execute(db);
  // The fund's staff read every meeting request of the tenant, newest first (Communication screen).
  await sql`CREATE INDEX meeting_request_tenant_idx ON meeting_request (fiduciary_id, created_on DESC, id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS meeting_request_tenant_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS document_send_recipient_idx`.execute(db);
  await sql`ALTER TABLE document DROP COLUMN send_id, DROP COLUMN first_viewed_on, DROP COLUMN first_viewed_by`.execute(
    db,
  );
  await db.schema.dropTable('document_send').execute();
}
