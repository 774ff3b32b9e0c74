import { sql } from 'kysely';
import pino from 'pino';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/db/database.ts';
import { createJobWorker, defineJob, enqueueJob, PermanentJobError } from '../src/modules/jobs/index.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const log = pino({ level: 'silent' });
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const payload = z.object({ n: z.number() });

const jobRow = (id: string) => t.db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** Makes a job due now (its back-off delay is seconds long). */
const makeDue = (id: string) => t.db.updateTable('job').set({ run_after: sql`now()` }).where('id', '=', id).execute();

describe('job queue', () => {
  it('runs a job enqueued in a committed transaction, once, and marks it DONE', async () => {
    const seen: number[] = [];
    const worker = createJobWorker({
      db: t.db,
      log,
      definitions: [defineJob({ kind: 'test.ok', payload, run: async (job) => void seen.push(job.payload.n) })],
    });
    const id = await t.db
      .transaction()
      .execute((trx) => enqueueJob(trx, { kind: 'test.ok', payload: { n: 7 }, fiduciary_id: null }));
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(seen).toEqual([7]);
    expect(await jobRow(id)).toMatchObject({ status: 'DONE', attempts: 1, last_error: null });
    expect((await jobRow(id)).finished_on).toBeInstanceOf(Date);
  });

  it('does not run a job whose transaction rolled back', async () => {
    const seen: number[] = [];
    const worker = createJobWorker({
      db: t.db,
      log,
      definitions: [defineJob({ kind: 'test.rollback', payload, run: async (job) => void seen.push(job.payload.n) })],
    });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueJob(trx, { kind: 'test.rollback', payload: { n: 1 }, fiduciary_id: null });
        throw new Error('change refused');
      }),
    ).rejects.toThrow('change refused');
    expect(await worker.drain()).toBe(0);
    expect(seen).toEqual([]);
  });

  it('retries with exponential back-off, then succeeds', async () => {
    let calls = 0;
    const worker = createJobWorker({
      db: t.db,
      log,
      definitions: [
        defineJob({
          kind: 'test.flaky',
          payload,
          run: async () => {
            calls++;
            if (calls < 3) throw new Error(`temporary failure ${calls}`);
          },
        }),
      ],
    });
    const id = await enqueueJob(t.db, { kind: 'test.flaky', payload: { n: 1 }, fiduciary_id: null });
    const before = Date.now();
    await worker.runDueJobs();
    let row = await jobRow(id);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, last_error: 'temporary failure 1' });
    // First back-off 5 s, then 10 s: not due yet, so another pass runs nothing.
    expect(row.run_after.getTime() - before).toBeGreaterThanOrEqual(4_000);
    expect(await worker.runDueJobs()).toBe(0);
    await makeDue(id);
    const second = Date.now();
    await worker.runDueJobs();
    row = await jobRow(id);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 2, last_error: 'temporary failure 2' });
    expect(row.run_after.getTime() - second).toBeGreaterThanOrEqual(9_000);
    await makeDue(id);
    await worker.runDueJobs();
    expect(await jobRow(id)).toMatchObject({ status: 'DONE', attempts: 3, last_error: null });
    expect(calls).toBe(3);
  });

  it('is FAILED after max_attempts with the last error kept, and tells the definition once', async () => {
    const failures: string[] = [];
    const worker = createJobWorker({
      db: t.db,
      log,
      definitions: [
        defineJob({
          kind: 'test.broken',
          payload,
          run: async (job) => {
            throw new Error(`attempt ${job.attempt} failed`);
          },
          onFailed: async (job, error) => void failures.push(`${job.payload.n}: ${(error as Error).message}`),
        }),
      ],
    });
    const id = await enqueueJob(t.db, { kind: 'test.broken', payload: { n: 5 }, fiduciary_id: null, max_attempts: 3 });
    for (let i = 0; i < 3; i++) {
      await makeDue(id);
      await worker.runDueJobs();
    }
    expect(await jobRow(id)).toMatchObject({ status: 'FAILED', attempts: 3, last_error: 'attempt 3 failed' });
    await makeDue(id);
    expect(await worker.runDueJobs()).toBe(0);
    expect(failures).toEqual(['5: attempt 3 failed']);
  });

  it('gives up at once on a PermanentJobError, an unknown kind or a bad payload', async () => {
    const failures: string[] = [];
    const worker = createJobWorker({
      db: t.db,
      log,
      definitions: [
        defineJob({
          kind: 'test.permanent',
          payload,
          run: async () => {
            throw new PermanentJobError('the input is corrupt');
          },
          onFailed: async (_job, error) => void failures.push((error as Error).message),
        }),
      ],
    });
    const permanent = await enqueueJob(t.db, { kind: 'test.permanent', payload: { n: 1 }, fiduciary_id: null });
    const unknown = await enqueueJob(t.db, { kind: 'test.nobody', payload: {}, fiduciary_id: null });
    const invalid = await enqueueJob(t.db, { kind: 'test.permanent', payload: { n: 'x' }, fiduciary_id: null });
    await worker.drain();
    expect(await jobRow(permanent)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      last_error: 'the input is corrupt',
    });
    expect(await jobRow(unknown)).toMatchObject({
      status: 'FAILED',
      last_error: "No handler for job kind 'test.nobody'.",
    });
    expect((await jobRow(invalid)).status).toBe('FAILED');
    expect(failures).toContain('the input is corrupt');
  });

  it('never runs one job in two workers, even from two processes (connection pools) at once', async () => {
    const otherDb: Db = createDb(t.config.DATABASE_URL as string, 5);
    try {
      const runs = new Map<number, string[]>();
      const definition = (name: string) =>
        defineJob({
          kind: 'test.shared',
          payload,
          run: async (job) => {
            runs.set(job.payload.n, [...(runs.get(job.payload.n) ?? []), name]);
            await new Promise((r) => setTimeout(r, 5));
          },
        });
      const a = createJobWorker({ db: t.db, log, definitions: [definition('a')], batchSize: 3 });
      const b = createJobWorker({ db: otherDb, log, definitions: [definition('b')], batchSize: 3 });
      const count = 60;
      await t.db
        .insertInto('job')
        .values(
          Array.from({ length: count }, (_, n) => ({
            kind: 'test.shared',
            payload: JSON.stringify({ n }),
            fiduciary_id: null,
          })),
        )
        .execute();
      const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
      expect(ranA + ranB).toBe(count);
      expect(runs.size).toBe(count);
      for (const names of runs.values()) expect(names).toHaveLength(1);
      // Both took part: the rows were shared out, not serialised behind one lock.
      expect(ranA).toBeGreaterThan(0);
      expect(ranB).toBeGreaterThan(0);
      const left = await t.db
        .selectFrom('job')
        .select('id')
        .where('kind', '=', 'test.shared')
        .where('status', '<>', 'DONE')
        .execute();
      expect(left).toHaveLength(0);
    } finally {
      await otherDb.destroy();
    }
  });

  it('takes back a job whose worker died (lease over) as a new attempt', async () => {
    const seen: number[] = [];
    const worker = createJobWorker({
      db: t.db,
      log,
      definitions: [defineJob({ kind: 'test.orphan', payload, run: async (job) => void seen.push(job.attempt) })],
    });
    const id = await enqueueJob(t.db, { kind: 'test.orphan', payload: { n: 1 }, fiduciary_id: null });
    // As a killed worker leaves it: claimed, lease already over.
    await t.db
      .updateTable('job')
      .set({ status: 'RUNNING', attempts: 1, run_after: sql`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
    await worker.drain();
    expect(seen).toEqual([2]);
    expect(await jobRow(id)).toMatchObject({ status: 'DONE', attempts: 2 });
  });
  it('gives up a job whose worker died on its last attempt, and tells the definition', async () => {
    const failures: string[] = [];
    const worker = createJobWorker({
      db: t.db,
      log,
      definitions: [
        defineJob({
          kind: 'test.orphan-last',
          payload,
          run: async () => undefined,
          onFailed: async (_job, error) => void failures.push((error as Error).message),
        }),
      ],
    });
    const id = await enqueueJob(t.db, {
      kind: 'test.orphan-last',
      payload: { n: 1 },
      fiduciary_id: null,
      max_attempts: 2,
    });
    await t.db
      .updateTable('job')
      .set({ status: 'RUNNING', attempts: 2, run_after: sql`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
    expect(await worker.drain()).toBe(0);
    const row = await jobRow(id);
    expect(row).toMatchObject({
      status: 'FAILED',
      attempts: 2,
      last_error: 'The worker stopped while running the job.',
    });
    expect(row.finished_on).toBeInstanceOf(Date);
    expect(failures).toEqual(['The worker stopped while running the job.']);
  });
});
