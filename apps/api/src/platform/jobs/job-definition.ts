import type { z } from 'zod';

/** One attempt of a job, as its handler sees it. */
interface RunningJob<P> {
  id: string;
  kind: string;
  fiduciaryId: string | null;
  payload: P;
  /** 1 on the first attempt. */
  attempt: number;
  maxAttempts: number;
}

/** A job that was given up, as its `onFailed` sees it. */
type FailedJob<P> = Pick<RunningJob<P>, 'kind' | 'fiduciaryId' | 'payload'>;

/**
 * When a failed attempt is tried again. pg-boss waits `delaySeconds` (whole seconds), or with
 * `backoff` a randomised exponential delay: between 1x and 2x of delaySeconds x 2^(attempt - 1).
 */
interface RetryPolicy {
  /** Attempts before the job is failed (default 5). */
  attempts?: number;
  /** Default 5. */
  delaySeconds?: number;
  /** Default true. */
  backoff?: boolean;
}

/**
 * A kind of job: its payload schema, its retry policy and its handler (documenso's job definitions).
 * `onFailed` runs once each time the job is given up (last attempt failed, a PermanentJobError, or a
 * worker that died on the last attempt): it is where a handler makes the failure visible to the
 * people waiting on it. It runs as a job of its own, so it survives a restart and is retried.
 */
export interface JobDefinition<P = unknown> {
  kind: string;
  payload: z.ZodType<P>;
  retry?: RetryPolicy;
  /** An attempt running longer than this is taken as its worker having died (default 5 minutes). */
  timeoutSeconds?: number;
  run(job: RunningJob<P>): Promise<void>;
  onFailed?(job: FailedJob<P>, error: Error): Promise<void>;
}

/**
 * Types a definition from its payload schema, then erases the payload type for the engine's list:
 * the engine parses every payload with the definition's own schema before calling it.
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

export const JOB_DEFAULTS = { attempts: 5, delaySeconds: 5, backoff: true, timeoutSeconds: 300 } as const;

/** The queue of a kind's failure handler: pg-boss moves a failed job's data there (dead letter). */
export const failureQueueOf = (kind: string) => `${kind}.on-failed`;

/** What a pg-boss job carries: the tenant, for the operations screen, and the definition's payload. */
export interface JobData {
  fiduciary_id: string | null;
  payload: unknown;
}
