import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import { JOB_SCHEMA } from './boss-db.ts';

/** The session advisory lock that says "a live process runs this job" (64-bit, namespaced by its text). */
const LOCK_KEY = (param: string) => `hashtextextended('${JOB_SCHEMA}.job:' || ${param}::text, 0)`;

/** What a job given up for its dead process records as its error (the operations screen shows it). */
export const ORPHANED_JOB_MESSAGE = 'The process running this job stopped before the job finished.';

/** Delays before reconnecting a lost lock connection. */
const RECONNECT_MS = [250, 1_000, 5_000] as const;

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Which process runs which job (ADR 0024, "a worker that died"). pg-boss 10 records no owner of an
 * active job: its only way to tell a dead worker is the job's expiry (5 minutes for a seal). Each
 * started engine holds one connection of its own, and holds on it a session advisory lock per job
 * it runs, taken in the same transaction as pg-boss's fetch that makes the job active. PostgreSQL
 * drops a session's locks when its connection ends, and a killed process's connection ends with it:
 * an active job whose lock anyone can take has no live owner, and is given up at once.
 */
export class JobLocks {
  private client: pg.Client | null = null;
  private stopped = true;
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;
  /**
   * Jobs this process runs, with how many times it locked each (a session takes its own lock again:
   * a new attempt of a job whose expired attempt still runs here).
   */
  private readonly held = new Map<string, number>();
  /** One statement sequence at a time on the connection (a fetch is a transaction). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: { connectionString: string; log: FastifyBaseLogger }) {}

  /** Between `open` and `close` (the connection may be down meanwhile: then nothing is fetched). */
  get opened(): boolean {
    return !this.stopped;
  }

  /** Connects (and keeps reconnecting until `close`). */
  async open(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await this.connect();
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    this.held.clear();
    await client?.end().catch(() => undefined);
  }

  /**
   * pg-boss's fetch statement, run in a transaction on the lock connection that also locks every job
   * it made active: no moment exists where a job is active, committed and not locked. A job whose lock
   * another process still holds (a recovery committing, an expired attempt not yet let go) is not
   * started: the fetch is undone and the next poll tries again. Without the connection it throws, and
   * pg-boss fetches nothing: no job runs without its lock.
   */
  fetch(text: string, values: unknown[] | undefined): Promise<{ rows: Record<string, unknown>[] }> {
    return this.exclusive(async (query) => {
      await query('BEGIN');
      try {
        const result = await query(text, values);
        const ids = result.rows.map((row) => String(row.id));
        const taken = ids.length
          ? await query(`SELECT id, pg_try_advisory_lock(${LOCK_KEY('id')}) AS ok FROM unnest($1::uuid[]) AS id`, [ids])
          : { rows: [] };
        if (taken.rows.some((row) => !row.ok)) {
          const mine = taken.rows.filter((row) => row.ok).map((row) => String(row.id));
          if (mine.length)
            await query(`SELECT pg_advisory_unlock(${LOCK_KEY('id')}) FROM unnest($1::uuid[]) AS id`, [mine]);
          await query('ROLLBACK');
          return { rows: [] };
        }
        await query('COMMIT');
        for (const id of ids) this.held.set(id, (this.held.get(id) ?? 0) + 1);
        return result;
      } catch (err) {
        await query('ROLLBACK').catch(() => undefined);
        throw err;
      }
    });
  }

  /** An attempt of this process has ended (completed or failed) or expired: its lock goes. */
  async release(id: string): Promise<void> {
    const count = this.held.get(id);
    if (!count) return;
    if (count > 1) this.held.set(id, count - 1);
    else this.held.delete(id);
    await this.exclusive((query) => query(`SELECT pg_advisory_unlock(${LOCK_KEY('$1')})`, [id])).catch((err) =>
      this.options.log.warn({ err, job_id: id }, 'job lock not released'),
    );
  }

  /**
   * Gives up, now, every active job of these queues whose process is gone: its lock is free. Each is
   * failed through pg-boss (`fail`: the attempt counts, the queue's retry policy and dead letter apply,
   * as for an expired job) and a retry is made due at once. Answers the jobs given up.
   */
  recover(
    queueNames: readonly string[],
    fail: (name: string, id: string, db: PgBoss.Db) => Promise<unknown>,
  ): Promise<{ id: string; name: string }[]> {
    return this.exclusive(async (query) => {
      const { rows } = await query(
        `SELECT id, name FROM ${JOB_SCHEMA}.job
         WHERE state = 'active' AND name = ANY($1::text[]) AND NOT (id = ANY($2::uuid[]))`,
        [queueNames, [...this.held.keys()]],
      );
      const recovered: { id: string; name: string }[] = [];
      const db: PgBoss.Db = { executeSql: (text, values) => query(text, values) };
      for (const row of rows) {
        const id = String(row.id);
        const name = String(row.name);
        const taken = await query(`SELECT pg_try_advisory_lock(${LOCK_KEY('$1')}) AS ok`, [id]);
        if (!taken.rows[0]?.ok) continue; // its process is alive and runs it
        try {
          // Failed and made due in one transaction, the lock released only after it commits: a fetch
          // that takes the job then waits for the lock, never for a row this sequence still writes.
          if (await this.giveUp(query, db, fail, { id, name })) recovered.push({ id, name });
        } finally {
          await query(`SELECT pg_advisory_unlock(${LOCK_KEY('$1')})`, [id]);
        }
      }
      return recovered;
    });
  }

  private async giveUp(
    query: Query,
    db: PgBoss.Db,
    fail: (name: string, id: string, db: PgBoss.Db) => Promise<unknown>,
    job: { id: string; name: string },
  ): Promise<boolean> {
    await query('BEGIN');
    try {
      // Ended (and its lock released) between the list and the lock: nothing to do.
      const still = await query(`SELECT 1 FROM ${JOB_SCHEMA}.job WHERE name = $1 AND id = $2 AND state = 'active'`, [
        job.name,
        job.id,
      ]);
      if (still.rows.length > 0) {
        await fail(job.name, job.id, db);
        await query(
          `UPDATE ${JOB_SCHEMA}.job SET start_after = now() WHERE name = $1 AND id = $2 AND state = 'retry'`,
          [job.name, job.id],
        );
      }
      await query('COMMIT');
      return still.rows.length > 0;
    } catch (err) {
      await query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  }

  private exclusive<T>(work: (query: Query) => Promise<T>): Promise<T> {
    const run = this.queue.then(() => {
      const client = this.client;
      if (!client) throw new Error('the job lock connection is down');
      return work((text, values) => client.query(text, values as unknown[]));
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: 'job-locks',
      // A host that vanished (no FIN) is noticed by the server too, and its locks go.
      keepAlive: true,
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
    } catch (err) {
      this.lost(client, err as Error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.failures = 0;
    await this.relock();
  }

  /**
   * After a lost connection, the jobs still running here take their locks again. One that another
   * process gave up meanwhile (its lock was free) may run twice: seals and e-mails check what is done.
   */
  private async relock(): Promise<void> {
    const ids = [...this.held.keys()];
    if (ids.length === 0) return;
    await this.exclusive((query) =>
      query(`SELECT id, pg_try_advisory_lock(${LOCK_KEY('id')}) AS ok FROM unnest($1::uuid[]) AS id`, [ids]),
    )
      .then(({ rows }) => {
        const lost = rows.filter((row) => !row.ok).map((row) => row.id);
        if (lost.length) this.options.log.warn({ job_ids: lost }, 'running jobs were given up while the lock was lost');
      })
      .catch((err) => this.options.log.warn({ err }, 'job locks not taken again'));
  }

  private lost(client: pg.Client, err: Error | null): void {
    if (this.client === client) this.client = null;
    client.removeAllListeners('end');
    if (this.stopped || this.retry) return;
    this.options.log.warn({ err }, 'job lock connection lost');
    const delay = RECOVER_DELAY(this.failures++);
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, delay);
  }
}

const RECOVER_DELAY = (failures: number) => RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)];
