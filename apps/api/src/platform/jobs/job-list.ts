import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { JOB_SCHEMA } from './boss-db.ts';

/** pg-boss's job states: created and retry wait, active runs, the others are final. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** A job as the operations screen (and the tests) see it. */
export interface JobSummary {
  id: string;
  kind: string;
  state: JobState;
  fiduciary_id: string | null;
  payload: Record<string, unknown>;
  /** Attempts started so far. */
  attempts: number;
  max_attempts: number;
  /** The last failure's message, kept while the job waits for a retry and once it failed. */
  error: string | null;
  created_on: Date;
  /** When it is due (after a failure: when the retry is). */
  start_after: Date;
  completed_on: Date | null;
}

export interface JobFilter {
  kind?: string;
  /** One state, or any of several. */
  state?: JobState | readonly JobState[];
  /** Newest first; default 100. */
  limit?: number;
}

/**
 * Jobs still in pg-boss's job table, newest first. Failed jobs stay there for 30 days
 * (FAILED_JOB_RETENTION_DAYS) so they can be looked at and retried; completed ones move to its
 * archive within a day.
 */
export async function listJobs(db: Executor, filter: JobFilter = {}): Promise<JobSummary[]> {
  const states =
    filter.state === undefined ? null : typeof filter.state === 'string' ? [filter.state] : [...filter.state];
  const { rows } = await sql<JobSummary>`
    SELECT id, name AS kind, state, data->>'fiduciary_id' AS fiduciary_id,
      COALESCE(data->'payload', '{}'::jsonb) AS payload,
      retry_count + (CASE WHEN started_on IS NULL THEN 0 ELSE 1 END) AS attempts,
      retry_limit + 1 AS max_attempts,
      COALESCE(output->>'message', output->'value'->>'message', output->>'value') AS error,
      created_on, start_after, completed_on
    FROM ${sql.table(`${JOB_SCHEMA}.job`)}
    WHERE (${filter.kind ?? null}::text IS NULL OR name = ${filter.kind ?? null})
      AND (${states}::text[] IS NULL OR state::text = ANY(${states}::text[]))
    ORDER BY created_on DESC, id
    LIMIT ${filter.limit ?? 100}`.execute(db);
  return rows;
}

/** The failed jobs, with their errors: what the provider admin's operations screen lists. */
export function listFailedJobs(db: Executor, filter: Omit<JobFilter, 'state'> = {}): Promise<JobSummary[]> {
  return listJobs(db, { ...filter, state: 'failed' });
}
