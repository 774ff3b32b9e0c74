import { execFile } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '#api/app.ts';
import { REDACTED, redactUrl } from '#api/platform/log-redaction.ts';
import { EMAIL_SEND_JOB } from '#api/platform/email/outbox.ts';
import { type Caller, loginAs } from './documents-fixtures.ts';
import { buildTestApp, type TestApp, withDemoData } from './helpers.ts';

/**
 * Issue 13 point 9: without SMTP, working set-password, reset and invitation links were written to
 * the log, and an `access_token` query parameter was logged as is. The app's own logger (the options
 * server.ts uses) writes into `lines` here.
 */
const lines: string[] = [];
let t: TestApp, fidAdmin: Caller, provider: Caller;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const logger = pino(loggerOptions('debug') as pino.LoggerOptions, sink);
  t = await buildTestApp({}, { loggerInstance: logger });
  await withDemoData(t);
  fidAdmin = await loginAs(t, 'fid-admin@demo.test');
  provider = await loginAs(t, 'provider@demo.test');
}, 60_000);
afterAll(() => t.close());

/** The secret part of every link in the outbox's e-mails to `to` (the fragment's code or token). */
async function secretsMailedTo(to: string): Promise<string[]> {
  const rows = await t.db.selectFrom('email_outbox').select('body_text').where('to_address', '=', to).execute();
  return rows.flatMap((r) => [...r.body_text.matchAll(/#(?:token|code)=([\w-]+)/g)].map((m) => m[1] as string));
}

describe('e-mails without SMTP: the log says one was queued, never its links', () => {
  it('set-password, reset and invitation e-mails: recipient and id in the log, no link, no code', async () => {
    const invited = 'log-check@example.test';
    const invitation = await t.app.inject({
      method: 'POST',
      url: `/api/v1/fid/${fidAdmin.fid}/fid-admin/invitations`,
      headers: fidAdmin.headers,
      payload: { email: invited, first_name: 'Log', last_name: 'Check', entity_type: 'INDIVIDUAL' },
    });
    expect(invitation.statusCode, invitation.body).toBe(201);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fid/forgot-password',
      payload: { email: 'investor@demo.test' },
    });
    expect(reset.statusCode).toBe(202);
    const pending = await t.db
      .insertInto('app_user')
      .values({
        email: 'no-password@example.test',
        password_hash: null,
        trellis_uid: 'USR-logcheck',
        profile_details: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const setLink = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${pending.id}/password-link`,
      headers: provider.headers,
    });
    expect(setLink.json()).toMatchObject({ kind: 'invitation' });
    expect(await t.app.jobs.drain({ kinds: [EMAIL_SEND_JOB] })).toBeGreaterThanOrEqual(3);

    const secrets = [
      ...(await secretsMailedTo(invited)),
      ...(await secretsMailedTo('investor@demo.test')),
      ...(await secretsMailedTo('no-password@example.test')),
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    const log = lines.join('\n');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/set-password|reset-password|\/onboard\/|#code=|#token=/);
    // What the log does say: that each e-mail waits in the outbox, by id and recipient.
    const queued = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => 'outbox_id' in l);
    expect(queued.map((l) => l.to)).toEqual(
      expect.arrayContaining([invited, 'investor@demo.test', 'no-password@example.test']),
    );
    for (const entry of queued) expect(Object.keys(entry)).not.toEqual(expect.arrayContaining(['body']));
  });

  it('`npm run mail:outbox` prints the e-mails with their links for a demo run', async () => {
    const cli = path.resolve(import.meta.dirname, '../src/mail-outbox-cli.ts');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', cli, '--to', 'investor@demo.test', '--limit', '1'],
      { env: { ...process.env, DATABASE_URL: t.config.DATABASE_URL }, cwd: path.dirname(cli) },
    );
    expect(stdout).toContain('To:      investor@demo.test');
    expect(stdout).toMatch(/\/pages\/reset-password#token=[\w-]+/);
  }, 30_000);
});

describe('request logs: token-shaped query parameters are redacted', () => {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4eXoifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
  const opaque = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0';

  it('a request with ?access_token=... logs no token of any kind', async () => {
    const uuid = '7d3c8a38-5b1e-4d0e-9f51-2b6f0d2a8c11';
    const url =
      `/api/v1/fid/${fidAdmin.fid}/opportunities/tags?access_token=${jwt}&refresh=r3fr3sh-value&ticket=t1ck3t` +
      `&SIGNATURE=s1gn&api_key=k3y&whatever=${opaque}&id=${uuid}&page=2`;
    const res = await t.app.inject({ url, headers: fidAdmin.headers });
    expect(res.statusCode).toBeLessThan(500);
    const log = lines.join('\n');
    for (const secret of [jwt, opaque, 'r3fr3sh-value', 't1ck3t', 's1gn', 'k3y']) expect(log).not.toContain(secret);
    // The request is still logged, with what says nothing secret.
    const logged = lines.find((l) => l.includes('/opportunities/tags?'));
    expect(logged).toContain(`id=${uuid}`);
    expect(logged).toContain('page=2');
    expect(logged).toContain(`access_token=${REDACTED}`);
  });

  it('redactUrl: names in any case or encoding, JWT- and base64url-shaped values, the path kept', () => {
    expect(redactUrl('/x?Access%5FToken=abc&code=1&state=ok')).toBe(
      `/x?Access%5FToken=${REDACTED}&code=${REDACTED}&state=ok`,
    );
    expect(redactUrl(`/x?next=${jwt}`)).toBe(`/x?next=${REDACTED}`);
    expect(redactUrl(`/x?q=${opaque}`)).toBe(`/x?q=${REDACTED}`);
    expect(redactUrl('/x?ordering=-created_on&limit=10')).toBe('/x?ordering=-created_on&limit=10');
    expect(redactUrl('/x')).toBe('/x');
    expect(redactUrl(undefined)).toBeUndefined();
  });
});
