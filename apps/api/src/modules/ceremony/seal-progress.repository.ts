import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { JOB_SCHEMA } from '#api/platform/jobs/index.ts';
import { SEAL_JOB_KIND } from './seal-job-kind.ts';

/**
 * Where a session's seal stands while it runs: the attempt running (active), or the next one (waiting
 * for its retry; 1 before any started), of how many. Undefined when no seal job of it is under way.
 */
export async function findSealProgress(
  db: Executor,
  sessionId: string,
): Promise<{ attempt: number; max_attempts: number } | undefined> {
  const { rows } = await sql<{ attempt: number; max_attempts: number }>`
    SELECT (CASE WHEN state = 'active' THEN retry_count + 1
                 WHEN started_on IS NULL THEN retry_count + 1
                 ELSE retry_count + 2 END)::int AS attempt,
      (retry_limit + 1)::int AS max_attempts
    FROM ${sql.table(`${JOB_SCHEMA}.job`)}
    WHERE name = ${SEAL_JOB_KIND} AND state < 'completed' AND data->'payload'->>'session_id' = ${sessionId}
    ORDER BY created_on DESC
    LIMIT 1`.execute(db);
  return rows[0];
}
