import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '#api/db/database.ts';
import { bossDb, JOB_SCHEMA } from './boss-db.ts';
import { failureQueueOf, JOB_DEFAULTS, type JobData, type JobDefinition } from './job-definition.ts';
import { JobLocks, ORPHANED_JOB_MESSAGE } from './job-locks.ts';
import { type BossJob, runAttempt, runFailureHandler } from './job-runner.ts';

/**
 * Jobs a worker claims at once. Ten notice PDFs or seals take a few seconds, far inside a job's
 * timeout, and a 5,000-investor capital call's notices go out at the pace of rendering, not of polling.
 */
const WORKER_BATCH = 10;

/** Failed jobs stay in pg-boss's job table, listed and retryable, this long before it archives them. */
const FAILED_JOB_RETENTION_DAYS = 30;

/** How often a started engine looks for jobs whose process died (it also looks once as it starts). */
const ORPHAN_SWEEP_MS = 5_000;

/** pg-boss 10's fetch statement (`fetchNextJob`): the one that makes jobs active. */
const isFetch = (text: string) => text.includes('FOR UPDATE SKIP LOCKED') && text.includes("state = 'active'");

export interface JobEngineOptions {
  db: Db;
  log: FastifyBaseLogger;
  definitions: readonly JobDefinition<unknown>[];
  /** How often a started engine's workers look for due jobs (default 1 s). */
  pollingIntervalSeconds?: number;
  /**
   * The database again, for the started engine's own connection that holds a lock per running job
   * (JobLocks). Without it, a job whose process died waits for its expiry (timeoutSeconds).
   */
  connectionString?: string;
}

export interface JobEngine {
  /** Creates (or brings in line with the definitions) each kind's queue; once per engine. */
  install(): Promise<void>;
  /**
   * Runs every due job in this process until none is left (tests, and a deterministic flush), the
   * failure handlers of jobs given up included; answers how many attempts of the given kinds (all
   * by default) ran.
   */
  drain(options?: { kinds?: readonly string[] }): Promise<number>;
  /** pg-boss's maintenance now: fails jobs whose worker died, archives old ones. */
  maintain(): Promise<void>;
  /**
   * Gives up now the active jobs whose process died (their lock is free): each is retried at once, or
   * failed on its last attempt. A started engine does this as it starts and every 5 s; answers how many.
   */
  recoverOrphans(): Promise<number>;
  /** The server's workers (one per queue) and pg-boss's maintenance. */
  start(): Promise<void>;
  /** Stops the workers, waiting for the jobs they run. */
  stop(): Promise<void>;
}

interface Queue {
  name: string;
  /** The definition's kind (the failure queue's too). */
  kind: string;
  options: PgBoss.Queue;
  /** Counted by drain: an attempt of a definition's own job, not of its failure handler. */
  counted: boolean;
  run(job: BossJob): Promise<void>;
}

/**
 * The job engine (ADR 0024) on pg-boss 10, through the app's own connection pool. Each kind is a
 * queue carrying its retry policy; a kind with onFailed has a second queue, its dead letter, whose
 * jobs run the handler. Claiming is pg-boss's (FOR UPDATE SKIP LOCKED in one statement, no lock
 * held while a job runs), so any number of processes may run workers on one database.
 */
export function createJobEngine(options: JobEngineOptions): JobEngine {
  const { db, log } = options;
  const locks = options.connectionString ? new JobLocks({ connectionString: options.connectionString, log }) : null;
  const direct = bossDb(db);
  const boss = new PgBoss({
    // A started engine fetches on its lock connection, each job locked as it becomes active.
    db: {
      executeSql: (text, values) =>
        locks?.opened && isFetch(text) ? locks.fetch(text, values) : direct.executeSql(text, values),
    },
    schema: JOB_SCHEMA,
    // No cron schedules: the timekeeper would add a queue and a poller of its own.
    schedule: false,
    archiveFailedAfterSeconds: FAILED_JOB_RETENTION_DAYS * 24 * 60 * 60,
  });
  // An 'error' event without a listener would end the process.
  boss.on('error', (err) => log.error({ err }, 'job engine error'));
  const queues = options.definitions.flatMap((d) => queuesOf(d, { db, log }));
  let installing: Promise<void> | null = null;
  let started = false;
  let sweeper: NodeJS.Timeout | null = null;

  async function install(): Promise<void> {
    const existing = new Map((await boss.getQueues()).map((q) => [q.name, q]));
    for (const queue of queues) {
      const found = existing.get(queue.name);
      if (!found) await boss.createQueue(queue.name, queue.options);
      else if (differs(found, queue.options)) await boss.updateQueue(queue.name, queue.options);
    }
  }

  async function dueQueues(names: string[]): Promise<Set<string>> {
    const { rows } = await sql<{ name: string }>`SELECT DISTINCT name FROM ${sql.table(`${JOB_SCHEMA}.job`)}
      WHERE name = ANY(${names}::text[]) AND state < 'active' AND start_after < now()`.execute(db);
    return new Set(rows.map((r) => r.name));
  }

  /** One job in drain: what a started worker's pg-boss does around the same run. */
  async function settle(queue: Queue, job: BossJob): Promise<void> {
    try {
      await queue.run(job);
    } catch (err) {
      await boss.fail(queue.name, job.id, err as object);
      return;
    }
    await boss.complete(queue.name, job.id);
  }

  /**
   * One job of a started worker (or of drain): run, then completed or failed, then its lock released;
   * at its expiry at the latest, when pg-boss gives the attempt up and another may start.
   */
  async function runLocked(queue: Queue, job: BossJob): Promise<void> {
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await locks?.release(job.id);
    };
    const expireMs = Number(job.expireInSeconds) * 1000;
    const expiry =
      locks?.opened && expireMs > 0 && Number.isFinite(expireMs) ? setTimeout(() => void release(), expireMs) : null;
    expiry?.unref();
    try {
      await settle(queue, job);
    } finally {
      if (expiry) clearTimeout(expiry);
      await release();
    }
  }

  async function recoverOrphans(): Promise<number> {
    if (!locks?.opened) return 0;
    const recovered = await locks.recover(
      queues.map((q) => q.name),
      (name, id, conn) => boss.fail(name, id, { message: ORPHANED_JOB_MESSAGE }, { db: conn }),
    );
    if (recovered.length) log.warn({ jobs: recovered }, 'jobs of a process that stopped taken up again');
    return recovered.length;
  }

  const engine: JobEngine = {
    install() {
      installing ??= install().catch((err) => {
        installing = null;
        throw err;
      });
      return installing;
    },
    async drain({ kinds } = {}) {
      await engine.install();
      const selected = queues.filter((q) => !kinds || kinds.includes(q.kind));
      let counted = 0;
      for (let round = 0; round < 1000; round++) {
        // One look over every queue first: a drain with nothing due (most of them) is one query.
        const due = await dueQueues(selected.map((q) => q.name));
        if (due.size === 0) break;
        let ran = 0;
        for (const queue of selected.filter((q) => due.has(q.name))) {
          const jobs = (await boss.fetch<JobData>(queue.name, { batchSize: 10, includeMetadata: true })) as BossJob[];
          for (const job of jobs) await runLocked(queue, job);
          ran += jobs.length;
          if (queue.counted) counted += jobs.length;
        }
        if (ran === 0) break;
      }
      return counted;
    },
    maintain: () => boss.maintain(),
    recoverOrphans,
    async start() {
      if (started) return;
      started = true;
      // Migrates pg-boss's own schema when a newer pg-boss needs it, and starts its maintenance.
      await boss.start();
      await engine.install();
      if (locks) {
        await locks.open();
        // A job its process left running when it died is taken up now, not at its expiry.
        const sweep = () =>
          recoverOrphans().catch((err: unknown) => log.warn({ err }, 'jobs of stopped processes not recovered'));
        await sweep();
        sweeper = setInterval(sweep, ORPHAN_SWEEP_MS);
        sweeper.unref();
      }
      for (const queue of queues) {
        const pollingIntervalSeconds = queue.counted ? (options.pollingIntervalSeconds ?? 1) : 5;
        const batchSize = queue.counted ? WORKER_BATCH : 1;
        // Jobs of a batch run one after the other, each settled on its own: a failure fails that job
        // only (pg-boss then completes the batch's jobs still active). A full batch means more are
        // probably due: the worker fetches again at once instead of waiting out its polling interval.
        const workerId: string = await boss.work<JobData | null>(
          queue.name,
          { pollingIntervalSeconds, batchSize, includeMetadata: true },
          async (jobs) => {
            for (const job of jobs as BossJob[]) await runLocked(queue, job);
            if (jobs.length === batchSize) boss.notifyWorker(workerId);
          },
        );
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
      await boss.stop({ graceful: true, timeout: 30_000, close: false });
      // After the jobs it ran: their locks go with the connection.
      await locks?.close();
    },
  };
  return engine;
}

function queuesOf(definition: JobDefinition<unknown>, deps: { db: Db; log: FastifyBaseLogger }): Queue[] {
  const retry = { ...JOB_DEFAULTS, ...definition.retry };
  const failureQueue = failureQueueOf(definition.kind);
  const own: Queue = {
    name: definition.kind,
    kind: definition.kind,
    options: {
      name: definition.kind,
      policy: 'standard',
      retryLimit: retry.attempts - 1,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff,
      expireInSeconds: definition.timeoutSeconds ?? JOB_DEFAULTS.timeoutSeconds,
      ...(definition.onFailed ? { deadLetter: failureQueue } : {}),
    },
    counted: true,
    run: (job) => runAttempt(deps, definition, job),
  };
  if (!definition.onFailed) return [own];
  const handler: Queue = {
    name: failureQueue,
    kind: definition.kind,
    options: { name: failureQueue, policy: 'standard', retryLimit: 4, retryDelay: 5, retryBackoff: true },
    counted: false,
    run: (job) => runFailureHandler(deps, definition, job),
  };
  // The dead letter queue first: a queue may only name an existing one.
  return [handler, own];
}

function differs(found: PgBoss.QueueResult, wanted: PgBoss.Queue): boolean {
  return (
    found.retryLimit !== wanted.retryLimit ||
    found.retryDelay !== wanted.retryDelay ||
    found.retryBackoff !== wanted.retryBackoff ||
    (wanted.expireInSeconds !== undefined && found.expireInSeconds !== wanted.expireInSeconds) ||
    (wanted.deadLetter !== undefined && found.deadLetter !== wanted.deadLetter)
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job engine: started by server.ts; tests call `app.jobs.drain()` to run due jobs now. */
    jobs: JobEngine;
  }
}
