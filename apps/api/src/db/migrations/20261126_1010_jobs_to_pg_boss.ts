import { type Kysely, sql } from 'kysely';

/**
 * The hand-written job queue and the outbox dispatcher are gone (ADR 0024). Work they had not done
 * moves to pg-boss: unfinished jobs with the attempts they have left, PENDING outbox rows as
 * `email.send` jobs. Then the `job` table goes. The queues get the policies their definitions have
 * today; the engine brings them in line with later ones when it starts.
 */
const QUEUES: [string, Record<string, unknown>][] = [
  ['signing.seal.on-failed', { retryLimit: 4, retryDelay: 5, retryBackoff: true }],
  [
    'signing.seal',
    {
      retryLimit: 4,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 300,
      deadLetter: 'signing.seal.on-failed',
    },
  ],
  ['onboarding.prepare_account', { retryLimit: 4, retryDelay: 2, retryBackoff: false, expireInSeconds: 300 }],
  ['email.send.on-failed', { retryLimit: 4, retryDelay: 5, retryBackoff: true }],
  [
    'email.send',
    { retryLimit: 4, retryDelay: 10, retryBackoff: true, expireInSeconds: 120, deadLetter: 'email.send.on-failed' },
  ],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, options] of QUEUES) {
    await sql`SELECT pgboss.create_queue(${name}, ${JSON.stringify({ policy: 'standard', ...options })}::json)`.execute(
      db,
    );
  }
  await sql`
    INSERT INTO pgboss.job (name, data, start_after, retry_limit, retry_delay, retry_backoff, expire_in, dead_letter, policy)
    SELECT j.kind, jsonb_build_object('fiduciary_id', j.fiduciary_id, 'payload', j.payload),
      CASE WHEN j.status = 'PENDING' THEN j.run_after ELSE now() END,
      GREATEST(j.max_attempts - j.attempts, 1) - 1,
      q.retry_delay, q.retry_backoff, q.expire_seconds * interval '1 second', q.dead_letter, q.policy
    FROM job j JOIN pgboss.queue q ON q.name = j.kind
    WHERE j.status IN ('PENDING', 'RUNNING')`.execute(db);
  await sql`
    INSERT INTO pgboss.job (name, data, retry_limit, retry_delay, retry_backoff, expire_in, dead_letter, policy)
    SELECT q.name,
      jsonb_build_object('fiduciary_id', e.fiduciary_id, 'payload', jsonb_build_object('outbox_id', e.id::text)),
      GREATEST(5 - e.attempts, 1) - 1,
      q.retry_delay, q.retry_backoff, q.expire_seconds * interval '1 second', q.dead_letter, q.policy
    FROM email_outbox e JOIN pgboss.queue q ON q.name = 'email.send'
    WHERE e.status = 'PENDING'`.execute(db);
  await sql`DROP TABLE job`.execute(db);
}

/** The table comes back empty: jobs stay in pg-boss (dropped with its schema by the migration before). */
export async function down(db: Kysely<unknown>): Promise<void> {
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
