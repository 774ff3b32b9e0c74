import { sql } from 'kysely';
import type { Db } from '#api/db/database.ts';
import { JOB_SCHEMA, type JobState, listJobs } from '#api/platform/jobs/index.ts';

/** pg-boss's states in the words the job tests were written in (the `job` table's statuses). */
const STATUS: Record<JobState, 'PENDING' | 'RUNNING' | 'DONE' | 'CANCELLED' | 'FAILED'> = {
  created: 'PENDING',
  retry: 'PENDING',
  active: 'RUNNING',
  completed: 'DONE',
  cancelled: 'CANCELLED',
  failed: 'FAILED',
};

/** The job of a kind whose payload has `key` = `value`: its status, attempts and last error. */
export async function jobWithPayload(db: Db, kind: string, key: string, value: unknown) {
  const job = (await listJobs(db, { kind })).find((j) => j.payload[key] === value);
  if (!job) throw new Error(`no ${kind} job with ${key} = ${String(value)}`);
  return { id: job.id, status: STATUS[job.state], attempts: job.attempts, last_error: job.error, job };
}

/** Makes a job waiting for its retry due now (its back-off delay is seconds long). */
export async function makeJobDue(db: Db, id: string): Promise<void> {
  await sql`UPDATE ${sql.table(`${JOB_SCHEMA}.job`)} SET start_after = now() - interval '1 second'
    WHERE id = ${id}`.execute(db);
}
