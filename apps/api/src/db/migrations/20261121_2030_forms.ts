import { type Kysely, sql } from 'kysely';

/**
 * Dynamic forms (ADR 0010, 0020): versioned templates (synchronised from the domain's templates on
 * start), one response per (tenant, entity, form) whose sensitive answers live only encrypted in
 * `secrets`, and data entities (named option lists of the common base or of one tenant).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form_template')
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('form_template_pkey', ['form_id', 'version'])
    .execute();

  await db.schema
    .createTable('form_response')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('entity_id', 'uuid', (c) => c.notNull().references('investing_entity.id').onDelete('cascade'))
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('template_version', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('DRAFT').check(sql`status IN ('DRAFT', 'SUBMITTED')`))
    // The answers without the sensitive ones; those are only in `secrets` (AES-256-GCM envelope).
    .addColumn('response', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('secrets', 'bytea')
    .addColumn('submitted_by', 'uuid', (c) => c.references('app_user.id'))
    .addColumn('submitted_on', 'timestamptz')
    .addColumn('modified_by', 'uuid', (c) => c.references('app_user.id'))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('form_response_entity_form_key', ['fiduciary_id', 'entity_id', 'form_id'])
    .addForeignKeyConstraint('form_response_template_fkey', ['form_id', 'template_version'], 'form_template', [
      'form_id',
      'version',
    ])
    .execute();
  await sql`CREATE INDEX form_response_form_idx ON form_response (fiduciary_id, form_id, status)`.execute(db);

  await db.schema
    .createTable('data_entity')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope IN ('common', 'tenant')`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.references('fiduciary.id').onDelete('cascade'))
    .addColumn('value', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'data_entity_fiduciary_check',
      sql`(scope = 'common' AND fiduciary_id IS NULL) OR (scope = 'tenant' AND fiduciary_id IS NOT NULL)`,
    )
    .execute();
  await sql`CREATE UNIQUE INDEX data_entity_common_key ON data_entity (name) WHERE scope = 'common'`.execute(db);
  await sql`CREATE UNIQUE INDEX data_entity_tenant_key ON data_entity (fiduciary_id, name) WHERE scope = 'tenant'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_entity').execute();
  await db.schema.dropTable('form_response').execute();
  await db.schema.dropTable('form_template').execute();
}
