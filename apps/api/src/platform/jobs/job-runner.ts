import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Db } from '#api/db/database.ts';
import { JOB_SCHEMA } from './boss-db.ts';
import { type JobData, type JobDefinition, PermanentJobError } from './job-definition.ts';

export type BossJob = PgBoss.JobWithMetadata<JobData | null>;

/**
 * Runs one attempt of a job; throws what failed, for pg-boss to retry or fail the job. A
 * PermanentJobError (or an unreadable payload) first uses up the job's remaining retries, so the
 * failure pg-boss records is final.
 */
export async function runAttempt(
  { db, log }: { db: Db; log: FastifyBaseLogger },
  definition: JobDefinition<unknown>,
  job: BossJob,
): Promise<void> {
  const attempt = job.retryCount + 1;
  try {
    const parsed = definition.payload.safeParse(job.data?.payload);
    if (!parsed.success) throw new PermanentJobError(`Invalid payload: ${parsed.error.message}`);
    await definition.run({
      id: job.id,
      kind: job.name,
      fiduciaryId: job.data?.fiduciary_id ?? null,
      payload: parsed.data,
      attempt,
      maxAttempts: job.retryLimit + 1,
    });
  } catch (err) {
    const permanent = err instanceof PermanentJobError;
    const final = permanent || job.retryCount >= job.retryLimit;
    log.warn({ err, job_id: job.id, kind: job.name, attempt, final }, 'job attempt failed');
    if (permanent && job.retryCount < job.retryLimit) {
      // pg-boss retries while retry_count < retry_limit and has no "do not retry" of its own.
      await sql`UPDATE ${sql.table(`${JOB_SCHEMA}.job`)} SET retry_limit = retry_count
        WHERE name = ${job.name} AND id = ${job.id}`.execute(db);
    }
    throw err;
  }
}

/**
 * Runs a definition's onFailed for a job pg-boss gave up. pg-boss copied the job's data and its
 * last error (`output`) into the failure queue when it marked the job failed, in the same
 * statement, whichever way it failed (an attempt's error, or a worker that died on its last one).
 */
export async function runFailureHandler(
  { log }: { log: FastifyBaseLogger },
  definition: JobDefinition<unknown>,
  job: BossJob,
): Promise<void> {
  const parsed = definition.payload.safeParse(job.data?.payload);
  const error = errorFromOutput(job.output);
  try {
    await definition.onFailed?.(
      {
        kind: definition.kind,
        fiduciaryId: job.data?.fiduciary_id ?? null,
        payload: parsed.success ? parsed.data : job.data?.payload,
      },
      error,
    );
  } catch (err) {
    log.error({ err, job_id: job.id, kind: definition.kind }, 'job failure handler failed');
    throw err;
  }
}

/**
 * The Error a failed job's output stands for: pg-boss stores a thrown error serialised
 * ({name, message, stack}), and its own failures (timeout, shutdown) as {value}.
 */
function errorFromOutput(output: unknown): Error {
  const o = (output ?? {}) as { name?: unknown; message?: unknown; value?: unknown };
  const value = o.value as { message?: unknown } | string | undefined;
  const message =
    typeof o.message === 'string'
      ? o.message
      : typeof value === 'string'
        ? value
        : typeof value?.message === 'string'
          ? value.message
          : 'The job failed.';
  return o.name === 'PermanentJobError' ? new PermanentJobError(message) : new Error(message);
}
