import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createJobEngine, defineJob, enqueueJob } from '#api/platform/jobs/index.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { jobWithPayload } from './job-rows.ts';

/**
 * The lock a process holds on each job it runs (issue 13 point 8) survives the loss of its
 * connection: the engine reconnects and takes its running jobs' locks again, so another process's
 * recovery never takes a job that is still running.
 */
let t: TestApp;
const log = pino({ level: 'silent' });
type JobEngine = ReturnType<typeof createJobEngine>;
const engines: JobEngine[] = [];
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  for (const engine of engines) await engine.stop();
  await t.close();
});

const KIND = 'test.long';
const payload = z.object({ n: z.number() });

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function startedEngine(run: (n: number) => Promise<void>): Promise<JobEngine> {
  const engine = createJobEngine({
    db: t.db,
    log,
    connectionString: t.config.DATABASE_URL as string,
    definitions: [defineJob({ kind: KIND, payload, run: (job) => run(job.payload.n) })],
  });
  engines.push(engine);
  await engine.start();
  return engine;
}

/** Advisory locks held by the lock connections of this test's database. */
async function jobLocksHeld(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
    WHERE l.locktype = 'advisory' AND l.granted AND a.application_name = 'job-locks'
      AND a.datname = current_database()`.execute(t.db);
  return rows[0]?.n ?? 0;
}

describe('job locks', { timeout: 60_000 }, () => {
  it('a running job keeps its lock across a lost connection; another process does not take it', async () => {
    const started = deferred();
    const finish = deferred();
    const ran: string[] = [];
    await startedEngine(async () => {
      ran.push('a');
      started.resolve();
      await finish.promise;
    });
    await t.db.transaction().execute((trx) => enqueueJob(trx, { kind: KIND, payload: { n: 1 }, fiduciary_id: null }));
    await started.promise;
    expect(await jobLocksHeld()).toBe(1);

    // The lock connection is cut (a database restart, a proxy): the lock goes with it...
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE application_name = 'job-locks' AND datname = current_database()`.execute(t.db);
    // ...and comes back with the reconnection.
    const deadline = Date.now() + 20_000;
    while ((await jobLocksHeld()) < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await jobLocksHeld()).toBe(1);

    // A second process starts: its recovery finds the job locked by a live process and leaves it.
    const other = await startedEngine(async () => void ran.push('b'));
    expect(await other.recoverOrphans()).toBe(0);
    expect(await jobWithPayload(t.db, KIND, 'n', 1)).toMatchObject({ status: 'RUNNING', attempts: 1 });

    finish.resolve();
    const done = Date.now() + 10_000;
    while ((await jobWithPayload(t.db, KIND, 'n', 1)).status !== 'DONE' && Date.now() < done) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await jobWithPayload(t.db, KIND, 'n', 1)).toMatchObject({ status: 'DONE', attempts: 1 });
    expect(ran).toEqual(['a']);
    // Its lock went with it.
    expect(await jobLocksHeld()).toBe(0);
  });
});
