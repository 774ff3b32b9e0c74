import { type Kysely, sql } from 'kysely';

/**
 * Communications (Q&A, ADR 0018): one row per question an investor entity asks about an
 * opportunity (optionally one of its documents), with the issuer's or fiduciary's answer.
 * `has_response` is generated from `response`, so it can never disagree with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('qna_item')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('opportunity_id', 'uuid', (c) => c.notNull().references('opportunity.id').onDelete('cascade'))
    .addColumn('document_id', 'uuid', (c) => c.references('document.id').onDelete('set null'))
    .addColumn('document_type', 'text')
    .addColumn('entity_id', 'uuid', (c) => c.notNull().references('investing_entity.id').onDelete('cascade'))
    .addColumn('requestor_id', 'uuid', (c) => c.notNull().references('app_user.id'))
    .addColumn('requestor_name', 'text', (c) => c.notNull())
    .addColumn('requestor_type', 'text', (c) =>
      c.notNull().defaultTo('INVESTOR').check(sql`requestor_type IN ('INVESTOR')`),
    )
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('respondent_id', 'uuid', (c) => c.references('app_user.id'))
    .addColumn('respondent_type', 'text', (c) => c.check(sql`respondent_type IN ('ISSUER', 'FIDUCIARY')`))
    .addColumn('has_response', 'boolean', (c) => c.notNull().generatedAlwaysAs(sql`response IS NOT NULL`).stored())
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_on', 'timestamptz')
    .execute();
  await sql`CREATE INDEX qna_item_fiduciary_idx ON qna_item (fiduciary_id, modified_on DESC, id DESC) WHERE deleted_on IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX qna_item_opportunity_idx ON qna_item (opportunity_id, modified_on DESC, id DESC) WHERE deleted_on IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX qna_item_entity_idx ON qna_item (entity_id, modified_on DESC, id DESC) WHERE deleted_on IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('qna_item').execute();
}
