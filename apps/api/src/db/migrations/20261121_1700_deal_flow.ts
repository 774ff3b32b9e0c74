import { type Kysely, sql } from 'kysely';

/**
 * The investor deal flow (ADR 0006): preferences and tags on opportunities, per-entity access,
 * documents, NDAs, investments, signing ceremonies and the job queue that seals signed PDFs.
 * Every table is tenant-owned (fiduciary_id) and indexed for the queries that read it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createPreferencesAndTags(db);
  await createDocuments(db);
  await createNdaAndInvestment(db);
  await createSigningAndJobs(db);
}

async function createPreferencesAndTags(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('opportunity_preference')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('opportunity_id', 'uuid', (c) => c.notNull().references('opportunity.id').onDelete('cascade'))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('favorite', 'smallint', (c) => c.notNull().check(sql`favorite IN (-1, 0, 1)`))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('opportunity_preference_pk', ['user_id', 'opportunity_id'])
    .execute();
  await db.schema
    .createIndex('opportunity_preference_user_idx')
    .on('opportunity_preference')
    .columns(['fiduciary_id', 'user_id', 'favorite'])
    .execute();

  await db.schema
    .createTable('opportunity_tag')
    .addColumn('opportunity_id', 'uuid', (c) => c.notNull().references('opportunity.id').onDelete('cascade'))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('tag', sql`varchar(50)`, (c) => c.notNull())
    .addPrimaryKeyConstraint('opportunity_tag_pk', ['opportunity_id', 'tag'])
    .execute();
  await db.schema
    .createIndex('opportunity_tag_fid_idx')
    .on('opportunity_tag')
    .columns(['fiduciary_id', 'tag'])
    .execute();

  await db.schema
    .createTable('entity_tag')
    .addColumn('entity_id', 'uuid', (c) => c.notNull().references('investing_entity.id').onDelete('cascade'))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('tag', sql`varchar(50)`, (c) => c.notNull())
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('entity_tag_pk', ['entity_id', 'tag'])
    .execute();

  // Spec 4 "Interest or access status". No row means the entity may discover a Published opportunity.
  await db.schema
    .createTable('opportunity_access')
    .addColumn('opportunity_id', 'uuid', (c) => c.notNull().references('opportunity.id').onDelete('cascade'))
    .addColumn('entity_id', 'uuid', (c) => c.notNull().references('investing_entity.id').onDelete('cascade'))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status IN ('APPROVED', 'PENDING', 'CLOSED', 'NDA_DECLINED')`),
    )
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('opportunity_access_pk', ['opportunity_id', 'entity_id'])
    .execute();
  await db.schema
    .createIndex('opportunity_access_entity_idx')
    .on('opportunity_access')
    .columns(['fiduciary_id', 'entity_id'])
    .execute();
}

async function createDocuments(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('opportunity_id', 'uuid', (c) => c.references('opportunity.id').onDelete('cascade'))
    // Set for documents addressed to one investing entity (tax forms, notices); null = all with access.
    .addColumn('entity_id', 'uuid', (c) => c.references('investing_entity.id').onDelete('cascade'))
    .addColumn('doc_class', 'text', (c) =>
      c.notNull().check(sql`doc_class IN ('NDA', 'DEAL', 'DATA_ROOM', 'FIDUCIARY', 'TAX', 'CAPITAL_CALL')`),
    )
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('stored_file.id').onDelete('restrict'))
    .addColumn('digitization_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('CREATED')
        .check(sql`digitization_status IN ('CREATED', 'PENDING_DIGITIZATION', 'DIGITIZED')`),
    )
    // Fillable fields of a digitized document: [{name, label, type, required}].
    .addColumn('fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('action_required', 'text', (c) =>
      c.check(sql`action_required IN ('SIGNATURE_REQUIRED', 'REVIEW_REQUIRED')`),
    )
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX document_opportunity_idx ON document (fiduciary_id, opportunity_id, doc_class, modified_on DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX document_entity_idx ON document (fiduciary_id, entity_id, modified_on DESC) WHERE entity_id IS NOT NULL`.execute(
    db,
  );
}

async function createNdaAndInvestment(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('nda')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('opportunity_id', 'uuid', (c) => c.notNull().references('opportunity.id').onDelete('cascade'))
    .addColumn('entity_id', 'uuid', (c) => c.notNull().references('investing_entity.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id'))
    .addColumn('document_id', 'uuid', (c) => c.notNull().references('document.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('pre_form_response', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('data_list', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('timezone', 'text')
    // {'terms-agreed': {at, version}} once the signer agreed to the terms.
    .addColumn('terms_agreed', 'jsonb')
    .addColumn('signed_file_id', 'uuid', (c) => c.references('stored_file.id'))
    .addColumn('executed_file_id', 'uuid', (c) => c.references('stored_file.id'))
    .addColumn('signed_on', 'timestamptz')
    .addColumn('countersigned_on', 'timestamptz')
    .addColumn('countersigned_by', 'uuid', (c) => c.references('app_user.id'))
    .addColumn('declined_on', 'timestamptz')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('nda_opportunity_entity_key', ['opportunity_id', 'entity_id'])
    .execute();
  await db.schema.createIndex('nda_entity_idx').on('nda').columns(['fiduciary_id', 'entity_id', 'status']).execute();
  await db.schema.createIndex('nda_status_idx').on('nda').columns(['fiduciary_id', 'status', 'modified_on']).execute();

  await db.schema
    .createTable('investment')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('opportunity_id', 'uuid', (c) => c.notNull().references('opportunity.id').onDelete('cascade'))
    .addColumn('entity_id', 'uuid', (c) => c.notNull().references('investing_entity.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', sql`numeric(20,2)`, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('pre_form_response', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('data_list', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('timezone', 'text')
    .addColumn('terms_agreed', 'jsonb')
    .addColumn('document_id', 'uuid', (c) => c.references('document.id'))
    .addColumn('signed_file_id', 'uuid', (c) => c.references('stored_file.id'))
    .addColumn('countersigned_file_id', 'uuid', (c) => c.references('stored_file.id'))
    .addColumn('nda_signed_date', 'timestamptz')
    .addColumn('deal_reviewed_date', 'timestamptz')
    .addColumn('deal_signed_date', 'timestamptz')
    .addColumn('approved_on', 'timestamptz')
    .addColumn('approved_by', 'uuid', (c) => c.references('app_user.id'))
    .addColumn('counter_signed_deal_date', 'timestamptz')
    .addColumn('executed_on', 'timestamptz')
    .addColumn('declined_on', 'timestamptz')
    .addColumn('decline_reason', 'text')
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('payments_received', 'timestamptz')
    .addColumn('payments_acknowledged', 'timestamptz')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX investment_entity_idx ON investment (fiduciary_id, entity_id, created_on DESC, id DESC)`.execute(
    db,
  );
  await db.schema
    .createIndex('investment_opportunity_idx')
    .on('investment')
    .columns(['opportunity_id', 'entity_id'])
    .execute();
  await db.schema.createIndex('investment_status_idx').on('investment').columns(['fiduciary_id', 'status']).execute();
  // One live investment per entity and opportunity; a declined one may be followed by a new one.
  await sql`CREATE UNIQUE INDEX investment_live_key ON investment (opportunity_id, entity_id) WHERE status <> 'DEAL_DECLINED'`.execute(
    db,
  );
}

async function createSigningAndJobs(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signing_session')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('subject_kind', 'text', (c) =>
      c.notNull().check(sql`subject_kind IN ('NDA', 'NDA_COUNTERSIGN', 'DEAL', 'DEAL_COUNTERSIGN')`),
    )
    .addColumn('subject_id', 'uuid', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('OPEN').check(sql`status IN ('OPEN', 'SUBMITTED', 'SEALED', 'FAILED', 'CANCELLED')`),
    )
    // Where the browser returns after the ceremony (a path inside this site, never a full URL).
    .addColumn('return_path', 'text', (c) => c.notNull())
    // What the signer submitted: {mark: {kind, text | file_id}, consent_text_version, fields}.
    .addColumn('submission', 'jsonb')
    // Evidence for the certificate page: {name, email, ip, user_agent}.
    .addColumn('evidence', 'jsonb')
    .addColumn('result_file_id', 'uuid', (c) => c.references('stored_file.id'))
    .addColumn('last_error', 'text')
    .addColumn('expires_on', 'timestamptz', (c) => c.notNull())
    .addColumn('submitted_on', 'timestamptz')
    .addColumn('completed_on', 'timestamptz')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('signing_session_subject_idx')
    .on('signing_session')
    .columns(['subject_kind', 'subject_id', 'created_on'])
    .execute();

  await db.schema
    .createTable('job')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('fiduciary_id', 'uuid', (c) => c.references('fiduciary.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('PENDING').check(sql`status IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('run_after', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_on', 'timestamptz')
    .execute();
  await sql`CREATE INDEX job_due_idx ON job (run_after, id) WHERE status = 'PENDING'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'job',
    'signing_session',
    'investment',
    'nda',
    'document',
    'opportunity_access',
    'entity_tag',
    'opportunity_tag',
    'opportunity_preference',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
