import { NOTICE_END_BEFORE_START, NOTICE_WITHDRAWN } from '@dl/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_PUSH_JOB } from '#api/modules/system-notifications/notice-push.ts';
import { demoApp } from './demo-callers.ts';
import { type Caller, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { connect, payloadOf, settle } from './realtime-fixtures.ts';

/**
 * The provider's system notifications (issue 18 point 5, ADR 0029): scheduled (pushed when they
 * start, gone when they end), sent to chosen tenants, edited and withdrawn (gone from every list at
 * once); the provider's list shows every status; the operator may publish, a tenant role may not.
 */
let t: TestApp, investor: Caller, operator: Caller, fidAdmin: Caller, other: OtherTenant;
const BASE = '/api/v1/admin/system-notifications';
const send = (who: Caller, method: 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const titles = async (who: Caller, fid = who.fid) =>
  (await t.app.inject({ url: `/api/v1/fid/${fid}/accounts/system-notifications?limit=100`, headers: who.headers }))
    .json()
    .results.map((r: { title: string }) => r.title);
const notice = (title: string, extra: object = {}) => ({
  title,
  kind: 'Maintenance',
  severity: 'Severity 1',
  message_details: { details: `${title} details` },
  ...extra,
});

beforeAll(async () => {
  ({ t, investor, operator, fidAdmin } = await demoApp('investor', 'operator', 'fidAdmin'));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  other = await otherTenant(t);
}, 120_000);
afterAll(() => t.close());

describe('provider system notifications', () => {
  it('lets the operator publish and refuses a tenant role', async () => {
    expect((await send(fidAdmin, 'POST', BASE, notice('Nope'))).statusCode).toBe(403);
    const res = await send(operator, 'POST', BASE, notice('Operator notice'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'LIVE', all_tenants: true, tenants: [] });
    const bad = await send(
      operator,
      'POST',
      BASE,
      notice('Bad', { starts_on: '2030-01-02T00:00:00Z', ends_on: '2030-01-01T00:00:00Z' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(NOTICE_END_BEFORE_START);
  });

  it('sends to chosen tenants only', async () => {
    const res = await send(operator, 'POST', BASE, notice('Only the other tenant', { tenant_ids: [other.fid] }));
    expect(res.json().data.tenants).toEqual([{ id: other.fid, name: expect.any(String) }]);
    expect(await titles(other.caller)).toContain('Only the other tenant');
    expect(await titles(investor)).not.toContain('Only the other tenant');
  });

  it('holds a scheduled notice until it starts, pushes it then, and drops it when it ends', async () => {
    const socket = await connect(t, investor);
    const starts = new Date(Date.now() + 60 * 60_000).toISOString();
    const ends = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
    const res = await send(operator, 'POST', BASE, notice('Scheduled window', { starts_on: starts, ends_on: ends }));
    const id = res.json().data.id;
    expect(res.json().data.status).toBe('SCHEDULED');
    expect(await titles(investor)).not.toContain('Scheduled window');
    await settle(t, socket);
    expect(socket.untaken()).toEqual([]);
    // Time passes: the start is due (the queued job runs now).
    await sql`UPDATE system_notification SET starts_on = now() - interval '1 second' WHERE id = ${id}`.execute(t.db);
    await sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${NOTICE_PUSH_JOB} AND data->'payload'->>'moment' = 'start'`.execute(
      t.db,
    );
    await t.app.jobs.drain({ kinds: [NOTICE_PUSH_JOB] });
    expect(payloadOf(await socket.next()).data).toMatchObject({ status: 'new', text: 'Scheduled window' });
    expect(await titles(investor)).toContain('Scheduled window');
    // A second run of the start pushes nothing again.
    await t.app.jobs.drain({ kinds: [NOTICE_PUSH_JOB] });
    // The end passes: open panels refresh, the notice leaves the list.
    await sql`UPDATE system_notification SET ends_on = now() - interval '1 millisecond' WHERE id = ${id}`.execute(t.db);
    await sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${NOTICE_PUSH_JOB}`.execute(t.db);
    await t.app.jobs.drain({ kinds: [NOTICE_PUSH_JOB] });
    expect(payloadOf(await socket.next()).data).toEqual({ status: 'removed', id });
    await settle(t, socket);
    expect(socket.untaken()).toEqual([]);
    expect(await titles(investor)).not.toContain('Scheduled window');
    const listed = (await t.app.inject({ url: `${BASE}?status=ENDED`, headers: operator.headers })).json();
    expect(listed.results.map((r: { id: string }) => r.id)).toContain(id);
    socket.close();
  });

  it('narrows a live notice to another tenant: one frame each, the item only where it is addressed', async () => {
    const mine = await connect(t, investor);
    const theirs = await connect(t, other.caller);
    const id = (await send(operator, 'POST', BASE, notice('Everyone at first'))).json().data.id;
    expect(payloadOf(await mine.next()).data.text).toBe('Everyone at first');
    expect(payloadOf(await theirs.next()).data.text).toBe('Everyone at first');
    const narrowed = await send(operator, 'PATCH', `${BASE}/${id}`, { tenant_ids: [other.fid], title: 'Only theirs' });
    expect(narrowed.json().data).toMatchObject({ all_tenants: false, status: 'LIVE' });
    expect(payloadOf(await mine.next()).data).toEqual({ status: 'removed', id });
    const frames = [payloadOf(await theirs.next()).data, payloadOf(await theirs.next()).data];
    expect(frames.map((f) => f.status)).toEqual(['removed', 'new']);
    expect(frames[1]).toMatchObject({ text: 'Only theirs' });
    await settle(t, mine, theirs);
    expect(mine.untaken()).toEqual([]);
    expect(theirs.untaken()).toEqual([]);
    expect(await titles(investor)).not.toContain('Only theirs');
    expect(await titles(other.caller)).toContain('Only theirs');
    mine.close();
    theirs.close();
  });

  it('edits a live notice (pushed again) and withdraws it (gone from every list at once)', async () => {
    const socket = await connect(t, investor);
    const id = (await send(operator, 'POST', BASE, notice('Incident at noon'))).json().data.id;
    expect(payloadOf(await socket.next()).data.text).toBe('Incident at noon');
    const edited = await send(operator, 'PATCH', `${BASE}/${id}`, {
      title: 'Incident resolved',
      severity: 'Severity 2',
    });
    expect(edited.json().data).toMatchObject({ title: 'Incident resolved', severity: 'Severity 2', status: 'LIVE' });
    expect(payloadOf(await socket.next()).data.text).toBe('Incident resolved');
    const withdrawn = await send(operator, 'POST', `${BASE}/${id}/withdraw`);
    expect(withdrawn.json().data.status).toBe('WITHDRAWN');
    expect(payloadOf(await socket.next()).data).toEqual({ status: 'removed', id });
    expect(await titles(investor)).not.toContain('Incident resolved');
    const again = await send(operator, 'PATCH', `${BASE}/${id}`, { title: 'x' });
    expect(again.json().detail).toBe(NOTICE_WITHDRAWN);
    const kinds = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', id).orderBy('id').execute();
    expect(kinds.map((k) => k.kind)).toEqual([
      'system_notification.published',
      'system_notification.updated',
      'system_notification.withdrawn',
    ]);
    socket.close();
  });
});
