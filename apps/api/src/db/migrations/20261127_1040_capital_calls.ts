import { type Kysely, sql } from 'kysely';

/**
 * Capital calls of an opportunity and four-eyes wire instructions (issue 15 point 7). A call of an
 * opportunity (`opportunity_call`) is allocated to its executed investments as `capital_call` rows
 * (one per investment, with their payment), so the investor's screens read them as before. Payments
 * record what arrived (`received_amount`, partial receipts). Wire instructions change through a
 * proposal a second administrator approves; the record in force keeps when it was last verified.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('opportunity_call')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('opportunity_id', 'uuid', (c) => c.notNull().references('opportunity.id').onDelete('cascade'))
    .addColumn('call_number', 'integer', (c) => c.notNull())
    .addColumn('basis', 'text', (c) => c.notNull().check(sql`basis IN ('PERCENTAGE', 'AMOUNT')`))
    .addColumn('percentage', sql`numeric(9,6)`)
    .addColumn('amount', sql`numeric(20,2)`, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rounding_rule', 'text', (c) => c.notNull())
    .addColumn('notices_total', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.references('app_user.id'))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('opportunity_call_number_key', ['opportunity_id', 'call_number'])
    .execute();
  await sql`CREATE INDEX opportunity_call_list_idx ON opportunity_call (fiduciary_id, created_on DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX opportunity_call_due_idx ON opportunity_call (fiduciary_id, due_date, id)`.execute(db);

  await sql`ALTER TABLE capital_call ADD COLUMN opportunity_call_id uuid REFERENCES opportunity_call(id) ON DELETE CASCADE`.execute(
    db,
  );
  await sql`CREATE INDEX capital_call_opportunity_call_idx ON capital_call (opportunity_call_id, id)
    WHERE opportunity_call_id IS NOT NULL`.execute(db);

  // What arrived so far; an acknowledged payment (CONFIRMED, COMPLETED) counts as received in full.
  await sql`ALTER TABLE payment ADD COLUMN received_amount numeric(20,2) NOT NULL DEFAULT 0
    CHECK (received_amount >= 0 AND received_amount <= amount)`.execute(db);

  // Instructions recorded before four eyes count as verified when they were last changed.
  await sql`ALTER TABLE wire_instructions ADD COLUMN verified_on timestamptz NOT NULL DEFAULT now(),
    ADD COLUMN verified_by uuid REFERENCES app_user(id)`.execute(db);
  await sql`UPDATE wire_instructions SET verified_on = modified_on, verified_by = modified_by`.execute(db);

  await db.schema
    .createTable('wire_instructions_proposal')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('bank_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('routing_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('swift_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('PENDING').check(sql`status IN ('PENDING', 'APPROVED', 'REJECTED')`),
    )
    .addColumn('proposed_by', 'uuid', (c) => c.notNull().references('app_user.id'))
    .addColumn('proposed_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_by', 'uuid', (c) => c.references('app_user.id'))
    .addColumn('decided_on', 'timestamptz')
    .addColumn('reason', 'text')
    .execute();
  // One proposal waits at a time per fiduciary.
  await sql`CREATE UNIQUE INDEX wire_instructions_proposal_pending_key ON wire_instructions_proposal (fiduciary_id)
    WHERE status = 'PENDING'`.execute(db);
  await sql`CREATE INDEX wire_instructions_proposal_list_idx
    ON wire_instructions_proposal (fiduciary_id, proposed_on DESC, id DESC)`.execute(db);

  // The notice job's queue, so the API tests' template has it (ADR 0024).
  await sql`SELECT pgboss.create_queue('capital_call.notice', ${JSON.stringify({
    policy: 'standard',
    retryLimit: 4,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 300,
  })}::json)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`SELECT pgboss.delete_queue('capital_call.notice')`.execute(db);
  await db.schema.dropTable('wire_instructions_proposal').ifExists().execute();
  await sql`ALTER TABLE wire_instructions DROP COLUMN IF EXISTS verified_by, DROP COLUMN IF EXISTS verified_on`.execute(
    db,
  );
  await sql`ALTER TABLE payment DROP COLUMN IF EXISTS received_amount`.execute(db);
  await sql`ALTER TABLE capital_call DROP COLUMN IF EXISTS opportunity_call_id`.execute(db);
  await db.schema.dropTable('opportunity_call').ifExists().execute();
}
