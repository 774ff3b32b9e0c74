import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyEntity, notifyUser } from '#api/modules/notifications/index.ts';
import { demoApp } from './demo-callers.ts';
import { type Caller, loginAs, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import { createUser } from './factories.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, issuer: Caller, other: OtherTenant;
let viewer: Caller;
let userId: string;
let issuerId: string;

const sub = (who: Caller) =>
  (JSON.parse(Buffer.from(who.access.split('.')[1] as string, 'base64url').toString()) as { sub: string }).sub;
const get = (who: Caller, query = '', fid = who.fid) =>
  t.app.inject({ url: `/api/v1/fid/${fid}/notifications${query}`, headers: who.headers });
const read = (who: Caller, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/fid/${who.fid}/notifications/read`, headers: who.headers, payload });

beforeAll(async () => {
  ({ t, investor, issuer } = await demoApp('investor', 'issuer'));
  const v = await createUser(t.db, { password: 'Viewer!2345', memberships: [] });
  await t.db
    .insertInto('membership')
    .values({
      fiduciary_id: investor.fid,
      user_id: v.id,
      role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER,
      entity_id: investor.entityId,
    })
    .execute();
  viewer = await loginAs(t, v.email, 'Viewer!2345');
  userId = sub(investor);
  issuerId = sub(issuer);
  other = await otherTenant(t);
  await t.db.deleteFrom('notification').execute();
  for (let i = 0; i < 12; i += 1) {
    await t.db.transaction().execute((trx) =>
      notifyEntity(trx, {
        fiduciaryId: investor.fid,
        entityId: investor.entityId as string,
        kind: i % 4 === 0 ? 'ACTION' : 'NOTIFICATION',
        event: i % 4 === 0 ? 'CAPITAL_CALL_ISSUED' : 'DEAL_APPROVED',
        message: `Message ${i}`,
        navigateTo: { name: 'Communication', query: { tab: '1', id: `q${i}` } },
      }),
    );
  }
  await t.db.transaction().execute((trx) =>
    notifyUser(trx, {
      fiduciaryId: investor.fid,
      userId: issuerId,
      kind: 'ACTION',
      event: 'QUESTION_ASKED',
      message: 'A question waits for your answer.',
    }),
  );
}, 120_000);
afterAll(() => t.close());

describe('GET notifications', () => {
  it("pages the caller's own, newest first, with count", async () => {
    const res = await get(investor, '?page=1&limit=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(12);
    expect(body.results.map((r: { message: string }) => r.message)).toEqual([
      'Message 11',
      'Message 10',
      'Message 9',
      'Message 8',
      'Message 7',
    ]);
    expect(body.results[3]).toEqual({
      id: expect.any(String),
      kind: 'ACTION',
      event: 'CAPITAL_CALL_ISSUED',
      message: 'Message 8',
      navigate_to: 'Communication',
      resource_id: null,
      query: { tab: '1', id: 'q8' },
      created_on: expect.any(String),
      read_on: null,
    });
    const third = (await get(investor, '?page=3&limit=5')).json();
    expect(third.results.map((r: { message: string }) => r.message)).toEqual(['Message 1', 'Message 0']);
  });

  it('filters by kind (the panel tabs) and unread', async () => {
    const actions = (await get(investor, '?kind=ACTION')).json();
    expect(actions.count).toBe(3);
    expect(actions.results.map((r: { message: string }) => r.message)).toEqual(['Message 8', 'Message 4', 'Message 0']);
    expect((await get(investor, '?kind=NOTIFICATION')).json().count).toBe(9);
    expect((await get(investor, '?kind=OTHER')).statusCode).toBe(400);
  });

  it('stores one row per user: the issuer sees only its own', async () => {
    const body = (await get(issuer)).json();
    expect(body.results.map((r: { message: string }) => r.message)).toEqual(['A question waits for your answer.']);
    const rows = await t.db.selectFrom('notification').select('user_id').distinct().execute();
    expect(rows.map((r) => r.user_id).sort()).toEqual([userId, issuerId].sort());
  });

  it('answers an empty list to a viewer, 404 in another tenant, 401 without a token', async () => {
    expect((await get(viewer)).json()).toEqual({ count: 0, results: [] });
    expect((await get(investor, '', other.fid)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/fid/${investor.fid}/notifications` })).statusCode).toBe(401);
  });
});

describe('POST notifications/read', () => {
  it('marks the given ids read (only the caller own), then all', async () => {
    const [first, second] = (await get(investor, '?limit=2')).json().results as { id: string }[];
    const issuerRow = (await get(issuer)).json().results[0] as { id: string };
    const res = await read(investor, { ids: [first?.id, second?.id, issuerRow.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { updated: 2 } });
    expect((await read(investor, { ids: [first?.id] })).json()).toEqual({ data: { updated: 0 } });
    expect((await get(investor, '?unread=true')).json().count).toBe(10);
    expect((await get(issuer, '?unread=true')).json().count).toBe(1);
    const top = (await get(investor, '?limit=1')).json().results[0];
    expect(top.read_on).not.toBeNull();
    expect((await read(investor, { all: true })).json()).toEqual({ data: { updated: 10 } });
    expect((await get(investor, '?unread=true')).json().count).toBe(0);
    expect((await get(issuer, '?unread=true')).json().count).toBe(1);
  });

  it('refuses an empty body and a viewer changes nothing', async () => {
    expect((await read(investor, {})).statusCode).toBe(400);
    expect((await read(investor, { ids: ['nope'] })).statusCode).toBe(400);
    expect((await read(viewer, { all: true })).json()).toEqual({ data: { updated: 0 } });
  });
});
