import { type Kysely, sql } from 'kysely';

/**
 * Portfolio and payments (ADR 0013): capital calls, payments, valuation marks, the fiduciary's wire
 * instructions and single-use cap-table hand-off tokens; plus the index the portfolio list pages on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('capital_call')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('investment_id', 'uuid', (c) => c.notNull().references('investment.id').onDelete('cascade'))
    .addColumn('call_number', 'integer', (c) => c.notNull())
    .addColumn('amount', sql`numeric(20,2)`, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('IN_PROGRESS').check(sql`status IN ('IN_PROGRESS', 'COMPLETED')`),
    )
    .addColumn('notice_document_id', 'uuid', (c) => c.references('document.id').onDelete('set null'))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('capital_call_number_key', ['investment_id', 'call_number'])
    .execute();

  await db.schema
    .createTable('payment')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('investment_id', 'uuid', (c) => c.notNull().references('investment.id').onDelete('cascade'))
    .addColumn('capital_call_id', 'uuid', (c) => c.references('capital_call.id').onDelete('cascade'))
    .addColumn('amount', sql`numeric(20,2)`, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PENDING')
        .check(sql`status IN ('PENDING', 'SENT', 'PENDING_ACKNOWLEDGEMENT', 'CONFIRMED', 'COMPLETED')`),
    )
    .addColumn('reference', 'text')
    .addColumn('sent_on', 'timestamptz')
    .addColumn('sent_by', 'uuid', (c) => c.references('app_user.id'))
    .addColumn('acknowledged_on', 'timestamptz')
    .addColumn('acknowledged_by', 'uuid', (c) => c.references('app_user.id'))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX payment_investment_idx ON payment (investment_id, created_on, id)`.execute(db);
  await sql`CREATE INDEX payment_status_idx ON payment (fiduciary_id, status, created_on DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX capital_call_investment_idx ON capital_call (investment_id, due_date, id)`.execute(db);
  // One initial payment per investment (capital calls have their own).
  await sql`CREATE UNIQUE INDEX payment_initial_key ON payment (investment_id) WHERE capital_call_id IS NULL`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX payment_call_key ON payment (capital_call_id) WHERE capital_call_id IS NOT NULL`.execute(
    db,
  );

  await db.schema
    .createTable('valuation_mark')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('opportunity_id', 'uuid', (c) => c.notNull().references('opportunity.id').onDelete('cascade'))
    .addColumn('as_of', 'date', (c) => c.notNull())
    .addColumn('price', sql`numeric(20,6)`, (c) => c.check(sql`price >= 0`))
    .addColumn('multiple', sql`numeric(12,6)`, (c) => c.check(sql`multiple >= 0`))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('valuation_mark_key', ['opportunity_id', 'as_of'])
    .addCheckConstraint('valuation_mark_value', sql`price IS NOT NULL OR multiple IS NOT NULL`)
    .execute();

  await db.schema
    .createTable('wire_instructions')
    .addColumn('fiduciary_id', 'uuid', (c) => c.primaryKey().references('fiduciary.id').onDelete('cascade'))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('bank_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('routing_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('swift_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modified_by', 'uuid', (c) => c.references('app_user.id'))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('captable_sso_token')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'bytea', (c) => c.notNull().unique())
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('entity_id', 'uuid', (c) => c.references('investing_entity.id').onDelete('cascade'))
    .addColumn('expires_on', 'timestamptz', (c) => c.notNull())
    .addColumn('used_on', 'timestamptz')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Portfolio pages: executed investments of an entity, newest executed first.
  await sql`CREATE INDEX investment_position_idx ON investment (fiduciary_id, entity_id, executed_on DESC, id DESC)
    INCLUDE (opportunity_id, amount) WHERE status = 'DEAL_EXECUTED'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS investment_position_idx`.execute(db);
  for (const table of ['captable_sso_token', 'wire_instructions', 'valuation_mark', 'payment', 'capital_call']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
