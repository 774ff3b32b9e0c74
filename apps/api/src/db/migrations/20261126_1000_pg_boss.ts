import { type Kysely, sql } from 'kysely';
import PgBoss from 'pg-boss';

/**
 * The job engine's schema (ADR 0024): pg-boss's tables, as the installed pg-boss builds them. A
 * migrated database takes jobs at once: nothing enqueued by a seed or a request waits on a first
 * start, and the API tests' template carries the schema into every clone. A later pg-boss that needs
 * a newer schema migrates it itself when the engine starts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const plan = PgBoss.getConstructionPlans('pgboss').trim();
  // pg-boss wraps the plan in its own BEGIN ... COMMIT; the migration already runs in a transaction.
  if (!plan.startsWith('BEGIN;') || !plan.endsWith('COMMIT;')) {
    throw new Error('pg-boss construction plan: expected one BEGIN ... COMMIT script');
  }
  await sql.raw(plan.slice('BEGIN;'.length, -'COMMIT;'.length)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP SCHEMA pgboss CASCADE`.execute(db);
}
