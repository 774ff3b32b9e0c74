import { sql } from 'kysely';
import type { z } from 'zod';
import type { Executor } from '../../db/database.ts';

/** One attempt of a job, as its handler sees it. */
export interface RunningJob<P> {
  id: string;
  kind: string;
  fiduciaryId: string | null;
  payload: P;
  /** 1 on the first attempt. */
  attempt: number;
  maxAttempts: number;
}

/**
 * A kind of job: its payload schema, its retry policy and its handler (documenso's job definitions).
 * `onFailed` runs once when the job is given up (last attempt failed, or a PermanentJobError): it is
 * where a handler makes the failure visible to the people waiting on it.
 */
export interface JobDefinition<P = unknown> {
  kind: string;
  payload: z.ZodType<P>;
  /** Delay before attempt `attempt + 1`, in ms. Default: exponential from 5 s, at most 10 minutes. */
  backoffMs?: (attempt: number) => number;
  run(job: RunningJob<P>): Promise<void>;
  onFailed?(job: RunningJob<P>, error: unknown): Promise<void>;
}

/**
 * Types a definition from its payload schema, then erases the payload type for the worker's list:
 * the worker parses every payload with the definition's own schema before calling it.
 */
export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<unknown> {
  return definition as JobDefinition<unknown>;
}

/** A failure that another attempt cannot fix (a corrupt input, a refused transition): no retry. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export function defaultBackoffMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 10 * 60_000);
}

export interface EnqueueJob {
  kind: string;
  payload: Record<string, unknown>;
  fiduciary_id: string | null;
  /** Attempts before the job is FAILED (default 5, the column's default). */
  max_attempts?: number;
  /** Not before this time (default: now). */
  run_after?: Date;
}

/**
 * Queues a job in the caller's transaction: it exists (and runs) only if the change that asked for
 * it commits, the same guarantee as the e-mail outbox.
 */
export async function enqueueJob(trx: Executor, job: EnqueueJob): Promise<string> {
  const row = await trx
    .insertInto('job')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      fiduciary_id: job.fiduciary_id,
      ...(job.max_attempts ? { max_attempts: job.max_attempts } : {}),
      run_after: job.run_after ?? sql<Date>`now()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
