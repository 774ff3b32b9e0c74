import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Executor } from '#api/db/database.ts';
import { bossDb, JOB_SCHEMA } from './boss-db.ts';
import type { JobData } from './job-definition.ts';

export interface EnqueueJob {
  kind: string;
  payload: Record<string, unknown>;
  fiduciary_id: string | null;
  /** Attempts before the job fails, when this one job differs from its kind's policy. */
  max_attempts?: number;
  /** Not before this time (default: now). */
  run_after?: Date;
}

/**
 * pg-boss only to write its SQL: never started, it holds no connection and no state. Every call
 * below hands it the executor to run on.
 */
const writer = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('every job write names its executor')),
  },
  schema: JOB_SCHEMA,
  schedule: false,
  supervise: false,
  migrate: false,
});

/**
 * Queues a job in the caller's transaction: it exists (and runs) only if the change that asked for
 * it commits. The kind's queue must exist (the job engine creates it at start): a job for an
 * unknown kind is refused here rather than lost.
 */
export async function enqueueJob(trx: Executor, job: EnqueueJob): Promise<string> {
  const data: JobData = { fiduciary_id: job.fiduciary_id, payload: job.payload };
  const id = await writer.send(job.kind, data, {
    db: bossDb(trx),
    ...(job.max_attempts ? { retryLimit: job.max_attempts - 1 } : {}),
    ...(job.run_after ? { startAfter: job.run_after } : {}),
  });
  if (!id) throw new Error(`No job queue '${job.kind}': is its definition given to the job engine?`);
  return id;
}

/** Jobs written per statement by `enqueueJobs`: one JSON parameter each, well under PostgreSQL's limits. */
const BATCH_SIZE = 1000;

/**
 * Queues many jobs in the caller's transaction, a thousand per statement (a capital call's notices),
 * with the same all-or-nothing rule as `enqueueJob`. Answers their ids in order.
 */
export async function enqueueJobs(trx: Executor, jobs: readonly EnqueueJob[]): Promise<string[]> {
  const kinds = [...new Set(jobs.map((job) => job.kind))];
  if (kinds.length === 0) return [];
  // pg-boss's batch insert skips a job whose queue is missing without a word: refuse it first.
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM ${sql.table(`${JOB_SCHEMA}.queue`)} WHERE name IN (${sql.join(kinds)})`.execute(trx);
  const missing = kinds.find((kind) => !rows.some((row) => row.name === kind));
  if (missing) throw new Error(`No job queue '${missing}': is its definition given to the job engine?`);
  const ids: string[] = [];
  for (let start = 0; start < jobs.length; start += BATCH_SIZE) {
    const batch = jobs.slice(start, start + BATCH_SIZE).map((job) => ({
      id: randomUUID(),
      name: job.kind,
      data: { fiduciary_id: job.fiduciary_id, payload: job.payload } satisfies JobData,
      ...(job.max_attempts ? { retryLimit: job.max_attempts - 1 } : {}),
      ...(job.run_after ? { startAfter: job.run_after.toISOString() } : {}),
    }));
    await writer.insert(batch, { db: bossDb(trx) });
    ids.push(...batch.map((job) => job.id));
  }
  return ids;
}

/**
 * Runs a failed job again (the operations screen): it gets one more attempt, and its failure
 * handler runs again if that one fails too. False when the job is not (or no longer) failed.
 */
export async function retryFailedJob(db: Executor, kind: string, id: string): Promise<boolean> {
  // The typings say void; pg-boss 10 answers how many jobs it moved.
  const result = (await writer.retry(kind, id, { db: bossDb(db) })) as unknown as { affected: number };
  return result.affected > 0;
}
