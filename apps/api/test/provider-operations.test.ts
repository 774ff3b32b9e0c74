import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '#api/platform/audit.ts';
import { EMAIL_SEND_JOB } from '#api/platform/email/outbox.ts';
import { enqueueJob } from '#api/platform/jobs/index.ts';
import type { Caller } from './documents-fixtures.ts';
import { type DemoApp, demoApp } from './demo-callers.ts';
import type { TestApp } from './helpers.ts';

/**
 * The provider's operations (issue 18 point 6, ADR 0029): failed jobs with their error and Retry, the
 * outbox without bodies, a tenant's audit log with filters, the chain check naming an altered row,
 * and sizes; provider roles only.
 */
let t: TestApp;
let d: DemoApp<'operator' | 'fidAdmin'>;
const BASE = '/api/v1/admin/operations';
const get = (who: Caller, url: string) => t.app.inject({ url, headers: who.headers });
const post = (who: Caller, url: string) => t.app.inject({ method: 'POST', url, headers: who.headers });

beforeAll(async () => {
  d = await demoApp('operator', 'fidAdmin');
  t = d.t;
  // Preconditions: a reset e-mail in the outbox and a few rows in the demo tenant's chain.
  await t.app.inject({ method: 'POST', url: '/api/v1/fid/forgot-password', payload: { email: 'kyc@demo.test' } });
  for (let i = 0; i < 5; i += 1)
    await recordAudit(t.db, {
      fiduciary_id: d.fid,
      actor_user_id: null,
      kind: i % 2 ? 'odd_event' : 'even_event',
      data: { i, nested: { b: 1, a: 2 } },
    });
});
afterAll(() => t.close());

describe('provider operations', () => {
  it('refuses every tenant role', async () => {
    for (const url of ['/jobs', '/outbox', '/audit', '/sizes'])
      expect((await get(d.fidAdmin, `${BASE}${url}`)).statusCode).toBe(403);
    expect((await post(d.fidAdmin, `${BASE}/audit/verify`)).statusCode).toBe(403);
  });

  it('lists a failed job with its error and runs it again on Retry', async () => {
    const id = await enqueueJob(t.db, {
      kind: EMAIL_SEND_JOB,
      fiduciary_id: null,
      payload: { outbox_id: 'not-a-number' },
      max_attempts: 1,
    });
    await t.app.jobs.drain({ kinds: [EMAIL_SEND_JOB] });
    const failed = (await get(d.operator, `${BASE}/jobs?state=failed`)).json().results;
    const job = failed.find((j: { id: string }) => j.id === id);
    expect(job).toMatchObject({ kind: EMAIL_SEND_JOB, state: 'failed' });
    expect(job.error).toBeTruthy();
    expect(job).not.toHaveProperty('payload');
    const retried = await post(d.operator, `${BASE}/jobs/${EMAIL_SEND_JOB}/${id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    const waiting = (await get(d.operator, `${BASE}/jobs?state=waiting`)).json().results;
    expect(waiting.map((j: { id: string }) => j.id)).toContain(id);
    expect((await post(d.operator, `${BASE}/jobs/${EMAIL_SEND_JOB}/${id}/retry`)).statusCode).toBe(409);
  });

  it('lists the outbox without the bodies', async () => {
    const page = (await get(d.operator, `${BASE}/outbox?limit=5`)).json();
    expect(page.count).toBeGreaterThan(0);
    expect(page.results[0]).toHaveProperty('subject');
    expect(JSON.stringify(page)).not.toContain('#token=');
  });

  it("filters a tenant's audit log and points Verify chain at a row altered in PostgreSQL", async () => {
    const log = (await get(d.operator, `${BASE}/audit?tenant_id=${d.fid}&limit=100`)).json();
    expect(log.count).toBeGreaterThan(0);
    const kind = log.results[0].kind;
    const filtered = (await get(d.operator, `${BASE}/audit?tenant_id=${d.fid}&kind=${kind}`)).json();
    expect(filtered.results.every((r: { kind: string }) => r.kind === kind)).toBe(true);
    const clean = (await post(d.operator, `${BASE}/audit/verify?tenant_id=${d.fid}`)).json();
    expect(clean).toMatchObject({ broken: null });
    expect(clean.checked).toBe(log.count);

    const victim = log.results[Math.floor(log.results.length / 2)];
    await sql`UPDATE audit_event SET data = data || '{"tampered": true}'::jsonb WHERE id = ${victim.id}`.execute(t.db);
    const broken = (await post(d.operator, `${BASE}/audit/verify?tenant_id=${d.fid}`)).json();
    expect(broken.broken).toEqual({ id: victim.id, reason: 'hash' });
    expect(
      (await post(d.operator, `${BASE}/audit/verify?tenant_id=00000000-0000-4000-8000-000000000000`)).statusCode,
    ).toBe(404);
  });

  it('reports database and storage sizes', async () => {
    const sizes = (await get(d.operator, `${BASE}/sizes`)).json();
    expect(BigInt(sizes.database_bytes)).toBeGreaterThan(1_000_000n);
    expect(BigInt(sizes.storage_bytes)).toBeGreaterThan(0n);
    expect(sizes.files).toBeGreaterThan(0);
    expect(sizes.largest_tables.length).toBeGreaterThan(3);
  });
});
