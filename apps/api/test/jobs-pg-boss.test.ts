import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDb } from '#api/db/database.ts';
import { SEAL_JOB_KIND } from '#api/modules/ceremony/seal-job-kind.ts';
import { createMailer, emailJob, enqueueEmail } from '#api/platform/email/index.ts';
import {
  createJobEngine,
  defineJob,
  enqueueJob,
  enqueueJobs,
  type JobDefinition,
  listFailedJobs,
  PermanentJobError,
  retryFailedJob,
} from '#api/platform/jobs/index.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { jobWithPayload, makeJobDue } from './job-rows.ts';

let t: TestApp;
const log = pino({ level: 'silent' });
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const payload = z.object({ n: z.number() });
/** An engine of its own over the test app's database, its queues made. */
async function engineOf(...definitions: JobDefinition<unknown>[]) {
  const engine = createJobEngine({ db: t.db, log, definitions });
  await engine.install();
  return engine;
}
const job = (kind: string, n: number) => jobWithPayload(t.db, kind, 'n', n);
const enqueue = (kind: string, n: number, extra: { max_attempts?: number } = {}) =>
  t.db.transaction().execute((trx) => enqueueJob(trx, { kind, payload: { n }, fiduciary_id: null, ...extra }));

describe('jobs on pg-boss', () => {
  it('runs a job enqueued in a committed transaction, once', async () => {
    const seen: number[] = [];
    const engine = await engineOf(
      defineJob({ kind: 'test.ok', payload, run: async (j) => void seen.push(j.payload.n) }),
    );
    await enqueue('test.ok', 7);
    expect(await engine.drain()).toBe(1);
    expect(await engine.drain()).toBe(0);
    expect(seen).toEqual([7]);
    expect(await job('test.ok', 7)).toMatchObject({ status: 'DONE', attempts: 1, last_error: null });
  });

  it('never has a seal whose transaction rolled back: the job does not exist and nothing runs', async () => {
    let queued = '';
    await expect(
      t.db.transaction().execute(async (trx) => {
        queued = await enqueueJob(trx, {
          kind: SEAL_JOB_KIND,
          payload: { session_id: randomUUID() },
          fiduciary_id: null,
        });
        // Inside the transaction the job is there...
        const inside = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job WHERE id = ${queued}`.execute(
          trx,
        );
        expect(inside.rows[0]?.n).toBe(1);
        throw new Error('change refused');
      }),
    ).rejects.toThrow('change refused');
    // ...and with the change refused, it never was.
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss.job WHERE id = ${queued}`.execute(
      t.db,
    );
    expect(after.rows[0]?.n).toBe(0);
    expect(await t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(0);
  });

  it('retries a failing job with back-off, then keeps it visible as failed with its error; onFailed runs once', async () => {
    let calls = 0;
    const failures: string[] = [];
    const engine = await engineOf(
      defineJob({
        kind: 'test.flaky',
        payload,
        // The smallest back-off pg-boss has: 1-2 s after the first failure, 2-4 s after the second.
        retry: { attempts: 3, delaySeconds: 1, backoff: true },
        run: async (j) => {
          calls++;
          if (calls <= 3) throw new Error(`attempt ${j.attempt} of ${j.maxAttempts} failed`);
        },
        onFailed: async (j, error) => void failures.push(`${j.payload.n}: ${error.message}`),
      }),
    );
    await enqueue('test.flaky', 1);
    const first = Date.now();
    expect(await engine.drain()).toBe(1);
    let row = await job('test.flaky', 1);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, last_error: 'attempt 1 of 3 failed' });
    expect(row.job.start_after.getTime() - first).toBeGreaterThanOrEqual(990);
    // Not due yet: another pass runs nothing. Then the back-off passes and the retry runs by itself.
    expect(await engine.drain()).toBe(0);
    let second = Date.now();
    while ((await engine.drain()) === 0) {
      await new Promise((r) => setTimeout(r, 200));
      second = Date.now();
    }
    expect(Date.now() - first).toBeGreaterThanOrEqual(990);
    row = await job('test.flaky', 1);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 2, last_error: 'attempt 2 of 3 failed' });
    // Backed off: at least twice the first delay.
    expect(row.job.start_after.getTime() - second).toBeGreaterThanOrEqual(1_990);
    await makeJobDue(t.db, row.id);
    expect(await engine.drain()).toBe(1);
    expect(await job('test.flaky', 1)).toMatchObject({ status: 'FAILED', attempts: 3 });
    const [failed] = await listFailedJobs(t.db, { kind: 'test.flaky' });
    expect(failed).toMatchObject({ id: row.id, payload: { n: 1 }, error: 'attempt 3 of 3 failed', max_attempts: 3 });
    expect(failures).toEqual(['1: attempt 3 of 3 failed']);
    expect(await engine.drain()).toBe(0);
    expect(failures).toHaveLength(1);
    // The operations screen's retry: one more attempt, which succeeds.
    expect(await retryFailedJob(t.db, 'test.flaky', row.id)).toBe(true);
    expect(await retryFailedJob(t.db, 'test.flaky', row.id)).toBe(false);
    expect(await engine.drain()).toBe(1);
    expect(await job('test.flaky', 1)).toMatchObject({ status: 'DONE', attempts: 4 });
    expect(await listFailedJobs(t.db, { kind: 'test.flaky' })).toEqual([]);
  });

  it('gives up at once on a PermanentJobError or a bad payload; refuses a kind without a queue', async () => {
    const failures: Error[] = [];
    const engine = await engineOf(
      defineJob({
        kind: 'test.permanent',
        payload,
        run: async () => {
          throw new PermanentJobError('the input is corrupt');
        },
        onFailed: async (_j, error) => void failures.push(error),
      }),
    );
    await enqueue('test.permanent', 1);
    await t.db
      .transaction()
      .execute((trx) => enqueueJob(trx, { kind: 'test.permanent', payload: { n: 'x' }, fiduciary_id: null }));
    expect(await engine.drain()).toBe(2);
    expect(await job('test.permanent', 1)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      last_error: 'the input is corrupt',
    });
    expect((await jobWithPayload(t.db, 'test.permanent', 'n', 'x')).status).toBe('FAILED');
    expect(failures).toHaveLength(2);
    // The handler can tell a permanent failure (its message is fit to show) from any other.
    expect(failures.find((e) => e.message === 'the input is corrupt')).toBeInstanceOf(PermanentJobError);
    await expect(enqueue('test.nobody', 1)).rejects.toThrow("No job queue 'test.nobody'");
  });

  it('queues many jobs in batches within the transaction: all run after commit, none after a rollback', async () => {
    const seen: number[] = [];
    const engine = await engineOf(
      defineJob({ kind: 'test.batch', payload, run: async (j) => void seen.push(j.payload.n) }),
    );
    const jobs = Array.from({ length: 2_345 }, (_, n) => ({ kind: 'test.batch', payload: { n }, fiduciary_id: null }));
    await expect(
      t.db.transaction().execute(async (trx) => {
        expect(await enqueueJobs(trx, jobs)).toHaveLength(2_345);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const ids = await t.db.transaction().execute((trx) => enqueueJobs(trx, jobs));
    expect(new Set(ids).size).toBe(2_345);
    let ran = 0;
    for (let n = await engine.drain(); n > 0; n = await engine.drain()) ran += n;
    expect(ran).toBe(2_345);
    expect(seen.sort((a, b) => a - b)).toEqual(jobs.map((j) => j.payload.n));
    await expect(
      t.db
        .transaction()
        .execute((trx) =>
          enqueueJobs(trx, [...jobs.slice(0, 1), { kind: 'test.nobody', payload: { n: 1 }, fiduciary_id: null }]),
        ),
    ).rejects.toThrow("No job queue 'test.nobody'");
  });

  it('gives up a job whose worker died on its last attempt, and runs its onFailed', async () => {
    const failures: string[] = [];
    const engine = await engineOf(
      defineJob({
        kind: 'test.orphan',
        payload,
        run: async () => undefined,
        onFailed: async (_j, error) => void failures.push(error.message),
      }),
    );
    await enqueue('test.orphan', 1, { max_attempts: 1 });
    // As a killed worker leaves it: claimed long ago, never finished.
    await sql`UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 hour'
      WHERE name = 'test.orphan'`.execute(t.db);
    await engine.maintain();
    expect(await job('test.orphan', 1)).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(await engine.drain()).toBe(0);
    expect(failures).toEqual(['job failed by timeout in active state']);
  });

  it('a started worker claims jobs in batches: each runs once, a failing one fails alone and the rest complete', async () => {
    const runs: number[] = [];
    const engine = await engineOf(
      defineJob({
        kind: 'test.batch',
        payload,
        retry: { attempts: 1 },
        run: async (j) => {
          runs.push(j.payload.n);
          if (j.payload.n === 13) throw new PermanentJobError('unlucky');
        },
      }),
    );
    const count = 25;
    await t.db.transaction().execute((trx) =>
      enqueueJobs(
        trx,
        Array.from({ length: count }, (_, n) => ({ kind: 'test.batch', payload: { n }, fiduciary_id: null })),
      ),
    );
    await engine.start();
    try {
      for (let i = 0; i < 200 && runs.length < count; i++) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await engine.stop();
    }
    expect([...runs].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, n) => n));
    expect(await job('test.batch', 13)).toMatchObject({ status: 'FAILED', last_error: 'unlucky' });
    for (const n of [0, 12, 14, 24]) expect(await job('test.batch', n)).toMatchObject({ status: 'DONE', attempts: 1 });
  });

  it('never runs one job twice, even from two processes (connection pools) at once', async () => {
    const otherDb = createDb(t.config.DATABASE_URL as string, 5);
    try {
      const runs = new Map<number, string[]>();
      const definition = (name: string) =>
        defineJob({
          kind: 'test.shared',
          payload,
          run: async (j) => {
            runs.set(j.payload.n, [...(runs.get(j.payload.n) ?? []), name]);
            await new Promise((r) => setTimeout(r, 5));
          },
        });
      const a = await engineOf(definition('a'));
      const b = createJobEngine({ db: otherDb, log, definitions: [definition('b')] });
      const count = 40;
      for (let n = 0; n < count; n++) await enqueue('test.shared', n);
      const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
      expect(ranA + ranB).toBe(count);
      expect(runs.size).toBe(count);
      for (const names of runs.values()) expect(names).toHaveLength(1);
    } finally {
      await otherDb.destroy();
    }
  });
});

describe('e-mail as a job', () => {
  it('sends through SMTP with no row lock or transaction held while the SMTP server talks', async () => {
    const received: string[] = [];
    const seen: { locked: boolean; locks: number; openTransactions: number; err?: unknown }[] = [];
    let outboxId = '';
    const probe = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await probe.connect();
    /** While the mail is being handed over: can another connection lock the row at once, and who holds what? */
    async function observe() {
      await probe.query('BEGIN');
      const locked = await probe.query('SELECT id FROM email_outbox WHERE id = $1 FOR UPDATE NOWAIT', [outboxId]);
      await probe.query('ROLLBACK');
      const locks = await probe.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks WHERE pid <> pg_backend_pid()
           AND relation IN ('email_outbox'::regclass, 'pgboss.job'::regclass)`,
      );
      const open = await probe.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()
           AND backend_type = 'client backend' AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`,
      );
      return { locked: locked.rowCount === 1, locks: locks.rows[0]?.n ?? -1, openTransactions: open.rows[0]?.n ?? -1 };
    }
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          // The SMTP server answers only once it has looked: the sender is still waiting on it.
          observe()
            .then(
              (o) => seen.push(o),
              (err) => seen.push({ locked: false, locks: -1, openTransactions: -1, err }),
            )
            .finally(() => callback());
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'platform@dl.test', log });
    try {
      const engine = await engineOf(emailJob({ db: t.db, mailer }));
      await t.db.transaction().execute((trx) =>
        enqueueEmail(trx, {
          fiduciary_id: null,
          to_address: 'investor@dl.test',
          subject: 'Your NDA',
          body_text: 'Sign here: https://dl.test/x',
          kind: 'test',
        }),
      );
      const row = () =>
        t.db
          .selectFrom('email_outbox')
          .selectAll()
          .where('to_address', '=', 'investor@dl.test')
          .executeTakeFirstOrThrow();
      outboxId = (await row()).id;
      expect(await jobWithPayload(t.db, 'email.send', 'outbox_id', outboxId)).toMatchObject({ status: 'PENDING' });
      expect(await engine.drain()).toBe(1);
      expect(seen).toEqual([{ locked: true, locks: 0, openTransactions: 0 }]);
      expect(received[0]).toContain('Subject: Your NDA');
      expect(received[0]).toContain('Sign here: https://dl.test/x');
      expect(await row()).toMatchObject({ status: 'SENT', attempts: 1, last_error: null });
      expect((await row()).sent_on).toBeInstanceOf(Date);
      expect(await jobWithPayload(t.db, 'email.send', 'outbox_id', outboxId)).toMatchObject({ status: 'DONE' });
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => smtp.close(resolve));
      await probe.end();
    }
  });
});
