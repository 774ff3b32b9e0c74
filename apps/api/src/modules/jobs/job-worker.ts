import type { FastifyBaseLogger } from 'fastify';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { JobTable } from '../../db/schema.ts';
import { defaultBackoffMs, type JobDefinition, PermanentJobError, type RunningJob } from './job-definition.ts';

type JobRow = Selectable<JobTable>;

export interface JobWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  definitions: readonly JobDefinition<unknown>[];
  /** Poll period of the running worker. */
  intervalMs?: number;
  /** Jobs claimed at once by one worker. */
  batchSize?: number;
  /**
   * How long a claimed job belongs to its worker. A worker that died mid-job (process killed) leaves
   * the row RUNNING; once the lease is over another worker takes it back as a new attempt.
   */
  leaseMs?: number;
}

export interface JobWorker {
  /** Claims and runs the jobs due now, once; answers how many were run. */
  runDueJobs(): Promise<number>;
  /** Runs due jobs until none is left (tests, and a deterministic flush). */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The PostgreSQL job queue's worker (ADR 0006). Due rows are claimed with FOR UPDATE SKIP LOCKED and
 * leased (status RUNNING, run_after = end of the lease) in one short transaction, then run outside
 * it: a seal takes hundreds of milliseconds and must not hold a row lock or a connection that long.
 * Several processes may run workers on one database; a row is only ever claimed by one of them.
 * Finishing a job checks the lease is still ours (attempt number), so a job taken back after its
 * lease ran out is never marked twice.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, log } = options;
  const definitions = new Map(options.definitions.map((d) => [d.kind, d]));
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 5;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  // Expired leases are rare (a process killed mid-job); their scan is not worth every poll.
  const reclaimEveryMs = 30_000;
  let lastReclaim = 0;

  async function claim(): Promise<JobRow[]> {
    return db
      .updateTable('job')
      .set({
        status: 'RUNNING',
        attempts: sql`attempts + 1`,
        run_after: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('job')
          .select('id')
          .where('status', '=', 'PENDING')
          .where('run_after', '<=', sql<Date>`now()`)
          .orderBy('run_after')
          .orderBy('id')
          .limit(batchSize)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
  }

  /** Leases that ran out (the worker died): back to PENDING, or FAILED when no attempt is left. */
  async function reclaimExpired(): Promise<void> {
    const stale = await db
      .updateTable('job')
      .set({ status: sql`CASE WHEN attempts >= max_attempts THEN 'FAILED' ELSE 'PENDING' END` })
      .set({
        last_error: 'The worker stopped while running the job.',
        finished_on: sql`CASE WHEN attempts >= max_attempts THEN now() ELSE NULL END`,
      })
      .where('status', '=', 'RUNNING')
      .where('run_after', '<=', sql<Date>`now()`)
      .returningAll()
      .execute();
    for (const row of stale.filter((r) => r.status === 'FAILED')) {
      await giveUp(row, new Error(row.last_error ?? 'failed'));
    }
  }

  /** Finished jobs are kept a week for inspection (the audit trail records what they did). */
  async function pruneDone(): Promise<void> {
    await db
      .deleteFrom('job')
      .where('status', '=', 'DONE')
      .where('finished_on', '<', sql<Date>`now() - interval '7 days'`)
      .execute();
  }

  function toRunning(row: JobRow, payload: unknown): RunningJob<unknown> {
    return {
      id: row.id,
      kind: row.kind,
      fiduciaryId: row.fiduciary_id,
      payload,
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
    };
  }

  async function giveUp(row: JobRow, error: unknown): Promise<void> {
    const definition = definitions.get(row.kind);
    if (!definition?.onFailed) return;
    const parsed = definition.payload.safeParse(row.payload);
    try {
      await definition.onFailed(toRunning(row, parsed.success ? parsed.data : row.payload), error);
    } catch (err) {
      log.error({ err, job_id: row.id, kind: row.kind }, 'job failure handler failed');
    }
  }

  /** Still ours: RUNNING and the attempt we claimed. */
  const ours = (row: JobRow) =>
    db.updateTable('job').where('id', '=', row.id).where('status', '=', 'RUNNING').where('attempts', '=', row.attempts);

  async function runOne(row: JobRow): Promise<void> {
    const definition = definitions.get(row.kind);
    try {
      if (!definition) throw new PermanentJobError(`No handler for job kind '${row.kind}'.`);
      const parsed = definition.payload.safeParse(row.payload);
      if (!parsed.success) throw new PermanentJobError(`Invalid payload: ${parsed.error.message}`);
      await definition.run(toRunning(row, parsed.data));
      await ours(row).set({ status: 'DONE', finished_on: sql`now()`, last_error: null }).execute();
    } catch (err) {
      const final = err instanceof PermanentJobError || row.attempts >= row.max_attempts;
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      const delayMs = (definition?.backoffMs ?? defaultBackoffMs)(row.attempts);
      log.warn({ err, job_id: row.id, kind: row.kind, attempt: row.attempts, final }, 'job attempt failed');
      const updated = await ours(row)
        .set(
          final
            ? { status: 'FAILED', finished_on: sql`now()`, last_error: message }
            : {
                status: 'PENDING',
                run_after: sql`now() + ${`${delayMs} milliseconds`}::interval`,
                last_error: message,
              },
        )
        .executeTakeFirst();
      if (final && updated.numUpdatedRows > 0n) await giveUp(row, err);
    }
  }

  async function runDueJobs(): Promise<number> {
    if (Date.now() - lastReclaim >= reclaimEveryMs) {
      lastReclaim = Date.now();
      await reclaimExpired();
      await pruneDone();
    }
    const rows = await claim();
    // One at a time: sealing is CPU-bound, and a batch is small.
    for (const row of rows) await runOne(row);
    return rows.length;
  }

  function tick(): Promise<number> {
    running ??= runDueJobs().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    runDueJobs: tick,
    async drain() {
      let total = 0;
      for (let round = 0; round < 1000; round++) {
        const ran = await tick();
        if (ran === 0) break;
        total += ran;
      }
      return total;
    },
    start() {
      if (timer) return;
      timer = setInterval(() => {
        tick().catch((err) => log.error({ err }, 'job worker failed'));
      }, options.intervalMs ?? 1000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job worker: started by server.ts; tests call `app.jobs.drain()` to run due jobs now. */
    jobs: JobWorker;
  }
}
