import { createHash } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit, verifyAuditChain } from '#api/platform/audit.ts';
import { createMailer, emailJob, enqueueEmail } from '#api/platform/email/index.ts';
import { createJobEngine } from '#api/platform/jobs/index.ts';
import { createFiduciary } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The e-mail job alone, on its own log and SMTP setting; `flush` runs what is due. */
function dispatcher(options: { log: pino.Logger; smtpUrl: string | undefined }) {
  const mailer = createMailer({ ...options, from: 'x@y.test' });
  const engine = createJobEngine({ db: t.db, log: options.log, definitions: [emailJob({ db: t.db, mailer })] });
  return { flush: () => engine.drain(), stop: async () => mailer.close() };
}

describe('e-mail outbox', () => {
  it('without SMTP, marks mail LOGGED and logs its recipient and id, never its text', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    await enqueueEmail(t.db, {
      fiduciary_id: null,
      to_address: 'a@b.test',
      subject: 'Hello',
      body_text: 'Link: x',
      kind: 'test',
    });
    const sender = dispatcher({ log, smtpUrl: undefined });
    expect(await sender.flush()).toBe(1);
    await sender.stop();
    const row = await t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'a@b.test')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('LOGGED');
    const logged = lines.join('');
    expect(logged).toContain('a@b.test');
    expect(logged).toContain(String(row.id));
    expect(logged).not.toContain('Link: x');
    expect(logged).not.toContain('Hello');
  });

  it('with an unreachable SMTP server, keeps the mail PENDING and counts the attempt', async () => {
    const log = pino({ level: 'silent' });
    await enqueueEmail(t.db, {
      fiduciary_id: null,
      to_address: 'c@d.test',
      subject: 'Hi',
      body_text: 'x',
      kind: 'test',
    });
    const sender = dispatcher({ log, smtpUrl: 'smtp://127.0.0.1:1' });
    await sender.flush();
    await sender.stop();
    const row = await t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'c@d.test')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBeTruthy();
  });
});

describe('audit events', () => {
  it('chains each event to the previous one of its tenant', async () => {
    await t.db.transaction().execute(async (trx) => {
      await recordAudit(trx, { fiduciary_id: null, actor_user_id: null, kind: 'k1' });
      await recordAudit(trx, { fiduciary_id: null, actor_user_id: null, kind: 'k2', data: { a: 1 } });
    });
    const rows = await t.db
      .selectFrom('audit_event')
      .selectAll()
      .where('fiduciary_id', 'is', null)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]?.prev_hash).toBeNull();
    expect(rows[1]?.prev_hash).toBe(rows[0]?.hash);
    const [first] = rows;
    const recomputed = createHash('sha256')
      .update(JSON.stringify([null, null, null, 'k1', null, {}, new Date(first?.created_on as Date).toISOString()]))
      .digest('hex');
    expect(first?.hash).toBe(recomputed);
  });

  it('verifies a chain whose data jsonb reorders, and finds an edited or deleted row', async () => {
    const fid = (await createFiduciary(t.db)).id;
    await t.db.transaction().execute(async (trx) => {
      // jsonb stores keys by length first: zebra, a, mid come back as a, mid, zebra.
      await recordAudit(trx, {
        fiduciary_id: fid,
        actor_user_id: null,
        kind: 'k1',
        data: { zebra: 1, a: { y: 2, b: [3] } },
      });
      await recordAudit(trx, {
        fiduciary_id: fid,
        actor_user_id: null,
        kind: 'k2',
        data: { mid: 'x', gone: undefined },
      });
      await recordAudit(trx, { fiduciary_id: fid, actor_user_id: null, kind: 'k3' });
    });
    expect(await verifyAuditChain(t.db, fid)).toEqual({ checked: 3, broken: null });
    const rows = await t.db
      .selectFrom('audit_event')
      .select('id')
      .where('fiduciary_id', '=', fid)
      .orderBy('id')
      .execute();
    const [first, second] = rows.map((r) => r.id);
    await t.db
      .updateTable('audit_event')
      .set({ data: JSON.stringify({ zebra: 2, a: { y: 2, b: [3] } }) })
      .where('id', '=', first as string)
      .execute();
    expect(await verifyAuditChain(t.db, fid)).toEqual({ checked: 0, broken: { id: first, reason: 'hash' } });
    await t.db
      .deleteFrom('audit_event')
      .where('id', '=', first as string)
      .execute();
    expect((await verifyAuditChain(t.db, fid)).broken).toEqual({ id: second, reason: 'link' });
  });
});
