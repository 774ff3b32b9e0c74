import { SYSTEM_NOTIFICATION_KINDS, SYSTEM_NOTIFICATION_SEVERITIES } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { type Caller, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { connect, payloadOf, settle } from './realtime-fixtures.ts';

let t: TestApp, investor: Caller, provider: Caller, fidAdmin: Caller, viewer: Caller, other: OtherTenant;

const list = (who: Caller, query = '', fid = who.fid) =>
  t.app.inject({ url: `/api/v1/fid/${fid}/accounts/system-notifications${query}`, headers: who.headers });
const publish = (who: Caller, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/system-notifications', headers: who.headers, payload });

beforeAll(async () => {
  ({ t, investor, provider, fidAdmin, viewer } = await demoApp('investor', 'provider', 'fidAdmin', 'viewer'));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  other = await otherTenant(t);
  // A clean slate: the demo's own rows are covered by the demo seed test.
  await t.db.deleteFrom('system_notification').execute();
  const rows = [];
  const audience: Array<string | null> = [];
  for (let i = 0; i < 14; i += 1) {
    audience.push(i % 2 === 0 ? null : investor.fid);
    rows.push({
      all_tenants: i % 2 === 0,
      title: `Item ${i}`,
      kind: SYSTEM_NOTIFICATION_KINDS[i % 3] as 'Announcement',
      severity: SYSTEM_NOTIFICATION_SEVERITIES[i % 3] as 'High Impact',
      message_details: JSON.stringify({ details: `Details ${i}` }),
      reported_at: new Date(Date.UTC(2026, 9, 1 + i)),
      starts_on: new Date(Date.UTC(2026, 9, 1 + i)),
    });
  }
  audience.push(other.fid);
  rows.push({
    all_tenants: false,
    title: 'Other tenant only',
    kind: 'Incident' as const,
    severity: 'Severity 1' as const,
    message_details: JSON.stringify({ details: 'x' }),
    reported_at: new Date(Date.UTC(2026, 9, 30)),
    starts_on: new Date(Date.UTC(2026, 9, 30)),
  });
  const ids = await t.db.insertInto('system_notification').values(rows).returning('id').execute();
  const chosen = ids.flatMap((r, i) =>
    audience[i] ? [{ notification_id: r.id, fiduciary_id: audience[i] as string }] : [],
  );
  await t.db.insertInto('system_notification_tenant').values(chosen).execute();
}, 120_000);
afterAll(() => t.close());

describe('GET accounts/system-notifications', () => {
  it("pages the tenant's and the global ones, newest first, never another tenant's", async () => {
    const first = await list(investor, '?page=1&limit=5');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(14);
    expect(body.results.map((r: { title: string }) => r.title)).toEqual([
      'Item 13',
      'Item 12',
      'Item 11',
      'Item 10',
      'Item 9',
    ]);
    expect(body.results[0]).toEqual({
      id: expect.any(String),
      title: 'Item 13',
      kind: 'Incident',
      severity: 'Severity 1',
      message_details: { details: 'Details 13' },
      reported_at: '2026-10-14T00:00:00.000Z',
    });
    const last = (await list(investor, '?page=3&limit=5')).json();
    expect(last.results.map((r: { title: string }) => r.title)).toEqual(['Item 3', 'Item 2', 'Item 1', 'Item 0']);
    const theirs = (await list(other.caller, '?limit=50')).json();
    expect(theirs.count).toBe(8);
    expect(theirs.results[0].title).toBe('Other tenant only');
  });

  it('filters by kind and severity', async () => {
    const incidents = (await list(investor, '?kind=Incident&limit=50')).json();
    expect(incidents.count).toBe(5);
    expect(incidents.results.every((r: { kind: string }) => r.kind === 'Incident')).toBe(true);
    const both = (await list(investor, `?kind=Maintenance&severity=${encodeURIComponent('Severity 2')}`)).json();
    expect(both.results.map((r: { title: string }) => r.title)).toEqual(['Item 11', 'Item 8', 'Item 5', 'Item 2']);
    expect((await list(investor, '?kind=Outage')).statusCode).toBe(400);
    expect((await list(investor, '?severity=Low')).statusCode).toBe(400);
  });

  it('answers an empty list to a viewer, 404 to a stranger, 401 without a token', async () => {
    expect((await list(viewer)).json()).toEqual({ count: 0, results: [] });
    expect((await list(investor, '', other.fid)).statusCode).toBe(404);
    const anon = await t.app.inject({ url: `/api/v1/fid/${investor.fid}/accounts/system-notifications` });
    expect(anon.statusCode).toBe(401);
  });
});

describe('POST admin/system-notifications', () => {
  const body = {
    title: 'Planned maintenance',
    kind: 'Maintenance',
    severity: 'Severity 2',
    message_details: { details: 'The platform is down on Sunday 02:00-03:00 UTC.' },
  };

  it('is for provider admins only', async () => {
    expect((await publish(investor, body)).statusCode).toBe(403);
    expect((await publish(fidAdmin, body)).statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'POST', url: '/api/v1/admin/system-notifications', payload: body });
    expect(anon.statusCode).toBe(401);
    expect((await publish(provider, { ...body, kind: 'Outage' })).statusCode).toBe(400);
  });

  it('publishes to every tenant and pushes one frame to every open socket', async () => {
    const mine = await connect(t, investor);
    const theirs = await connect(t, other.caller);
    const res = await publish(provider, body);
    expect(res.statusCode).toBe(201);
    // The pushed item is the notice as tenants see it (spec 3), without the provider's fields.
    const { id, title, kind, severity, message_details, reported_at } = res.json().data;
    const item = { id, title, kind, severity, message_details, reported_at };
    for (const socket of [mine, theirs]) {
      expect(payloadOf(await socket.next())).toEqual({
        event: 'system_notification',
        data: {
          status: 'new',
          text: 'Planned maintenance',
          color: 'info',
          navigate_to: 'SystemNotifications',
          resource_id: null,
          query: null,
          item,
        },
      });
    }
    expect((await list(other.caller, '?limit=1')).json().results[0].id).toBe(item.id);
    mine.close();
    theirs.close();
  });

  it("publishes to one tenant: the other tenant's sockets hear nothing", async () => {
    const mine = await connect(t, investor);
    const theirs = await connect(t, other.caller);
    const res = await publish(provider, {
      ...body,
      title: 'Incident',
      kind: 'Incident',
      severity: 'High Impact',
      tenant_ids: [investor.fid],
    });
    expect(res.statusCode).toBe(201);
    const frame = payloadOf(await mine.next());
    expect(frame.data).toMatchObject({ text: 'Incident', color: 'error' });
    await settle(t, theirs);
    expect(theirs.untaken()).toEqual([]);
    expect(
      (await list(other.caller, '?kind=Incident&limit=50')).json().results.map((r: { title: string }) => r.title),
    ).not.toContain('Incident');
    expect((await list(investor, '?kind=Incident&limit=1')).json().results[0].title).toBe('Incident');
    const unknown = await publish(provider, { ...body, tenant_ids: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(404);
    mine.close();
    theirs.close();
  });
});
