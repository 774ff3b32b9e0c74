import { listResponseSchema, opportunityListItemSchema } from '@dl/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANGE_CHANNELS } from '#api/platform/page-cache.ts';
import { queriesDuring, until } from './cache-probes.ts';
import { createFiduciary, createUser } from './factories.ts';
import { bearer, buildTestApp, login, type TestApp } from './helpers.ts';
import { createIssuer, createOpportunity } from './opportunities-fixtures.ts';

const OPPORTUNITY_CHANNEL = CHANGE_CHANNELS.opportunity;

/**
 * The Discover list's shared page rows kept per process (ADR 0015): answered from memory while the
 * listener runs, dropped within milliseconds of a change by SQL to any table the rows come from,
 * never shared between fiduciaries, never carrying one caller's favorites to another, and bypassed
 * while the listener is down.
 */
let t: TestApp;
interface Tenant {
  fid: string;
  opps: [string, string, string];
  issuer: string;
  users: [string, string];
}
let a: Tenant;
let b: Tenant;

const listening = () => until(async () => t.app.platform.listener.isListening(OPPORTUNITY_CHANNEL), 3000);

async function tenant(name: string): Promise<Tenant> {
  const fid = (await createFiduciary(t.db)).id;
  const issuer = (await createIssuer(t.db, fid, { name: `${name} Issuer` })).id;
  const opps: string[] = [];
  for (let i = 0; i < 3; i += 1) opps.push((await createOpportunity(t.db, fid, issuer, { name: `${name} ${i}` })).id);
  const users: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const u = await createUser(t.db, {
      memberships: [{ fiduciary_id: fid, role: 'fiduciary_investor', entity: true }],
    });
    users.push((await login(t, u.email)).access);
  }
  return { fid, opps: opps as Tenant['opps'], issuer, users: users as Tenant['users'] };
}

const QUERY = 'is_primary=true&minimum_gte=5000&ordering=-created_on&page=1&limit=10';

async function list(fid: string, access: string, query = QUERY) {
  const res = await t.app.inject({
    url: `/api/v1/fid/${fid}/investors/opportunities?${query}`,
    headers: bearer(access),
  });
  expect(res.statusCode, res.body).toBe(200);
  return listResponseSchema(opportunityListItemSchema).parse(res.json());
}

beforeAll(async () => {
  // A lost listener stays down until the test reconnects it: the down state is not a race with a timer.
  t = await buildTestApp({ LIST_PAGE_CACHE: 'true' }, { listener: { autoReconnect: false } });
  a = await tenant('Alpha');
  b = await tenant('Beta');
  await listening();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

describe('list page cache', () => {
  it('answers a second identical request without a query', async () => {
    const first = await list(a.fid, a.users[0]);
    expect(first.results).toHaveLength(3);
    // The first request stored every memo it read (pages, marks, counts, issuers).
    await list(a.fid, a.users[0]);
    let second: Awaited<ReturnType<typeof list>> | undefined;
    expect(
      await queriesDuring(async () => {
        second = await list(a.fid, a.users[0]);
      }),
    ).toBe(0);
    expect(second).toEqual(first);
    // Another filter set is another page: read from the database (the count is not zero by nature).
    expect(await queriesDuring(() => list(a.fid, a.users[0], `${QUERY}&name=Alpha`))).toBeGreaterThan(0);
  });

  it('shows an UPDATE by SQL of an opportunity, an issuer, a tag and an access row within 1 s', async () => {
    const names = async () => (await list(a.fid, a.users[0])).results.map((r) => r.opportunity.name);
    expect(await names()).toContain('Alpha 1');
    await t.db.updateTable('opportunity').set({ name: 'Alpha renamed' }).where('id', '=', a.opps[1]).execute();
    await until(async () => (await names()).includes('Alpha renamed'));

    await list(a.fid, a.users[0]);
    await t.db.updateTable('issuer').set({ name: 'Alpha Holdings' }).where('id', '=', a.issuer).execute();
    await until(async () =>
      (await list(a.fid, a.users[0])).results.every((r) => r.opportunity.issuer.name === 'Alpha Holdings'),
    );

    const tagged = `${QUERY}&tag=green`;
    expect((await list(a.fid, a.users[0], tagged)).results).toHaveLength(0);
    await t.db
      .insertInto('opportunity_tag')
      .values({ opportunity_id: a.opps[0], fiduciary_id: a.fid, tag: 'green' })
      .execute();
    await until(async () => (await list(a.fid, a.users[0], tagged)).results.length === 1);
    await t.db.updateTable('opportunity_tag').set({ tag: 'blue' }).where('opportunity_id', '=', a.opps[0]).execute();
    await until(async () => (await list(a.fid, a.users[0], tagged)).results.length === 0);

    // The caller's entity loses access to one row: it leaves their list.
    const entity = await t.db
      .selectFrom('membership')
      .select('entity_id')
      .where('fiduciary_id', '=', a.fid)
      .where('entity_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const entityId = entity.entity_id as string;
    await t.db
      .insertInto('opportunity_access')
      .values({ opportunity_id: a.opps[2], entity_id: entityId, fiduciary_id: a.fid, status: 'APPROVED' })
      .execute();
    const rowsOfEntity = async () => {
      for (const access of a.users) {
        const page = await list(a.fid, access);
        if (page.results.length < 3) return page.results.length;
      }
      return 3;
    };
    expect(await rowsOfEntity()).toBe(3);
    await t.db
      .updateTable('opportunity_access')
      .set({ status: 'CLOSED' })
      .where('opportunity_id', '=', a.opps[2])
      .where('entity_id', '=', entityId)
      .execute();
    await until(async () => (await rowsOfEntity()) === 2);
    await t.db.deleteFrom('opportunity_access').where('opportunity_id', '=', a.opps[2]).execute();
    await until(async () => (await rowsOfEntity()) === 3);
  });

  it('never answers one fiduciary with another one’s pages', async () => {
    const pageA = await list(a.fid, a.users[0]);
    const pageB = await list(b.fid, b.users[0]);
    expect(pageA.results.map((r) => r.opportunity.opp_id).sort()).toEqual([...a.opps].sort());
    expect(pageB.results.map((r) => r.opportunity.opp_id).sort()).toEqual([...b.opps].sort());
    // A change in B drops B's pages only; A still answers from memory.
    await list(a.fid, a.users[0]);
    await t.db.updateTable('opportunity').set({ name: 'Beta renamed' }).where('id', '=', b.opps[0]).execute();
    await until(async () => (await list(b.fid, b.users[0])).results.some((r) => r.opportunity.name === 'Beta renamed'));
    expect(await queriesDuring(() => list(a.fid, a.users[0]))).toBe(0);
    expect((await list(a.fid, a.users[0])).results.map((r) => r.opportunity.name)).not.toContain('Beta renamed');
  });

  it('gives each caller their own favorites on the same cached page', async () => {
    const [one, two] = a.users;
    const patch = (access: string, id: string, favorite: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/fid/${a.fid}/investors/opportunities/${id}/favorite`,
        headers: bearer(access),
        payload: { favorite },
      });
    expect((await patch(one, a.opps[0], 1)).statusCode).toBe(200);
    expect((await patch(two, a.opps[1], 1)).statusCode).toBe(200);
    const favoritesOf = async (access: string) =>
      (await list(a.fid, access)).results.filter((r) => r.favorite === 1).map((r) => r.opportunity.opp_id);
    expect(await favoritesOf(one)).toEqual([a.opps[0]]);
    expect(await favoritesOf(two)).toEqual([a.opps[1]]);
    // A dismissal hides the row from its caller only.
    expect((await patch(two, a.opps[2], -1)).statusCode).toBe(200);
    const idsOf = async (access: string) => (await list(a.fid, access)).results.map((r) => r.opportunity.opp_id);
    expect(await idsOf(one)).toContain(a.opps[2]);
    expect(await idsOf(two)).not.toContain(a.opps[2]);
    expect(await queriesDuring(() => list(a.fid, one))).toBe(0);
  });

  it('reads every page from the database while the listener is down', async () => {
    const { listener } = t.app.platform;
    await list(a.fid, a.users[0]);
    const down = listener.untilDown();
    await sql`SELECT pg_terminate_backend(${listener.backendPid})`.execute(t.db);
    await down;
    // No notification can arrive now, and the listener stays down until reconnected: the change must
    // be read by the next request itself.
    await t.db.updateTable('opportunity').set({ name: 'Alpha offline' }).where('id', '=', a.opps[0]).execute();
    let page: Awaited<ReturnType<typeof list>> | undefined;
    expect(
      await queriesDuring(async () => {
        page = await list(a.fid, a.users[0]);
      }),
    ).toBeGreaterThan(0);
    expect(page?.results.map((r) => r.opportunity.name)).toContain('Alpha offline');
    expect(listener.isListening(OPPORTUNITY_CHANNEL)).toBe(false);
    listener.reconnect();
    await listening();
    expect((await list(a.fid, a.users[0])).results.map((r) => r.opportunity.name)).toContain('Alpha offline');
  });
});
