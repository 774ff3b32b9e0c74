import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_CHANNELS } from '#api/platform/page-cache.ts';
import { createFiduciary, createUser } from './factories.ts';
import { bearer, buildTestApp, login, type TestApp } from './helpers.ts';
import { addInvestment, createIssuer, createOpportunity } from './opportunities-fixtures.ts';
import { queriesDuring, until } from './cache-probes.ts';

/**
 * The fund-admin investors and deals lists' pages kept per process (ADR 0028): a repeated page makes
 * no query; a change by SQL to a directory row, an investment, an entity's name or an opportunity
 * shows within 1 s; two fiduciaries never share pages; with the listener down every page is read.
 */
let t: TestApp;
interface Tenant {
  fid: string;
  staff: string;
  entity: string;
  userId: string;
  opportunity: string;
  investment: string;
}
let a: Tenant;
let b: Tenant;

const CHANNELS = [CHANGE_CHANNELS.investorDirectory, CHANGE_CHANNELS.investment, CHANGE_CHANNELS.opportunity];
const listening = () => until(async () => CHANNELS.every((c) => t.app.platform.listener.isListening(c)), 3000);

async function tenant(name: string): Promise<Tenant> {
  const fid = (await createFiduciary(t.db)).id;
  const staff = await createUser(t.db, { memberships: [{ fiduciary_id: fid, role: 'fiduciary_admin' }] });
  const investor = await createUser(t.db, {
    memberships: [{ fiduciary_id: fid, role: 'fiduciary_investor', entity: true }],
  });
  const entity = await t.db
    .selectFrom('investing_entity')
    .select('id')
    .where('fiduciary_id', '=', fid)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('investing_entity')
    .set({ name: `${name} Entity` })
    .where('id', '=', entity.id)
    .execute();
  const issuer = (await createIssuer(t.db, fid, { name: `${name} Issuer` })).id;
  const opportunity = (await createOpportunity(t.db, fid, issuer, { name: `${name} Fund` })).id;
  const investment = await addInvestment(
    t.db,
    { fiduciaryId: fid, opportunityId: opportunity, entityId: entity.id, userId: investor.id },
    'DEAL_PENDING_REVIEW',
  );
  return {
    fid,
    staff: (await login(t, staff.email)).access,
    entity: entity.id,
    userId: investor.id,
    opportunity,
    investment: investment.id,
  };
}

async function get(tenant: Tenant, list: 'investors' | 'investments') {
  const res = await t.app.inject({
    url: `/api/v1/fid/${tenant.fid}/fid-admin/${list}?page=1&limit=10`,
    headers: bearer(tenant.staff),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    count: number;
    results: Array<{ name?: string; status?: string; entity?: { name: string }; opportunity?: { name: string } }>;
  };
}
const investorNames = async (x: Tenant) => (await get(x, 'investors')).results.map((r) => r.name);
const deals = async (x: Tenant) => (await get(x, 'investments')).results;

beforeAll(async () => {
  t = await buildTestApp({ LIST_PAGE_CACHE: 'true' }, { listener: { autoReconnect: false } });
  a = await tenant('Alpha');
  b = await tenant('Beta');
  await listening();
});
afterAll(() => t.close());

describe('fund-admin list pages', () => {
  it('answers a repeated page of either list without a query', async () => {
    for (const list of ['investors', 'investments'] as const) {
      const first = await get(a, list);
      expect(first.count).toBe(1);
      let again: unknown;
      expect(
        await queriesDuring(async () => {
          again = await get(a, list);
        }),
      ).toBe(0);
      expect(again).toEqual(first);
    }
  });

  it('shows a change by SQL to the directory, an investment, an entity and an opportunity within 1 s', async () => {
    expect(await investorNames(a)).toEqual(['Alpha Entity']);
    await t.db.updateTable('investing_entity').set({ name: 'Alpha Renamed' }).where('id', '=', a.entity).execute();
    await until(async () => (await investorNames(a)).includes('Alpha Renamed'));
    await until(async () => (await deals(a))[0]?.entity?.name === 'Alpha Renamed');

    await t.db.updateTable('investment').set({ status: 'DEAL_APPROVED' }).where('id', '=', a.investment).execute();
    await until(async () => (await deals(a))[0]?.status === 'DEAL_APPROVED');

    await t.db.updateTable('opportunity').set({ name: 'Alpha Fund II' }).where('id', '=', a.opportunity).execute();
    await until(async () => (await deals(a))[0]?.opportunity?.name === 'Alpha Fund II');

    await addInvestment(
      t.db,
      {
        fiduciaryId: a.fid,
        opportunityId: (await createOpportunity(t.db, a.fid, (await createIssuer(t.db, a.fid)).id)).id,
        entityId: a.entity,
        userId: a.userId,
      },
      'DEAL_PENDING_REVIEW',
    );
    // The count is read afresh with the page, not taken from a memo of before the change.
    await until(async () => (await get(a, 'investments')).count === 2);
  });

  it('never answers one fiduciary with the pages of another, and keeps the other on a change', async () => {
    expect(await investorNames(b)).toEqual(['Beta Entity']);
    expect((await deals(b)).map((d) => d.entity?.name)).toEqual(['Beta Entity']);
    await t.db.updateTable('investing_entity').set({ name: 'Alpha Again' }).where('id', '=', a.entity).execute();
    await until(async () => (await investorNames(a)).includes('Alpha Again'));
    expect(await queriesDuring(() => Promise.all([get(b, 'investors'), get(b, 'investments')]))).toBe(0);
  });

  it('reads every page from the database while the listener is down', async () => {
    const { listener } = t.app.platform;
    await get(a, 'investors');
    await get(a, 'investments');
    const down = listener.untilDown();
    await sql`SELECT pg_terminate_backend(${listener.backendPid})`.execute(t.db);
    await down;
    await t.db.updateTable('investing_entity').set({ name: 'Alpha Offline' }).where('id', '=', a.entity).execute();
    expect(await investorNames(a)).toEqual(['Alpha Offline']);
    expect((await deals(a)).map((d) => d.entity?.name)).toContain('Alpha Offline');
    listener.reconnect();
    await listening();
    expect(await investorNames(a)).toEqual(['Alpha Offline']);
  });
});
