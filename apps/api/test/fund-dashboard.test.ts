import { dashboardLocationsSchema, dashboardStatsSchema, type DashboardStats } from '@dl/contracts';
import { addMoney, FIDUCIARY_ROLES, INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAppWith } from './demo-callers.ts';
import { createFiduciary, createUser } from './factories.ts';
import { type Caller, loginAs, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import {
  addAddress,
  addCapitalCall,
  addEntity,
  addInvestment,
  addInvitation,
  addOpportunity,
  addQuestion,
} from './fund-dashboard-fixtures.ts';
import type { TestApp } from './helpers.ts';

const TILE_URL = 'https://{s}.tiles.example.test/{z}/{x}/{y}.png';

let t: TestApp, fid: string, investor: Caller, issuer: Caller, fidAdmin: Caller, other: OtherTenant;

beforeAll(async () => {
  ({ t, fid, investor, issuer, fidAdmin } = await demoAppWith(
    // Figures computed on every request: the tests read them right after changing rows.
    { MAP_TILE_URL: TILE_URL, DASHBOARD_CACHE: 'false' },
    'investor',
    'issuer',
    'fidAdmin',
  ));
  other = await otherTenant(t);
});
afterAll(() => t.close());

const get = (who: Caller, path: '' | '/locations', fidId = who.fid) =>
  t.app.inject({ url: `/api/v1/fid/${fidId}/fid-admin/dashboard${path}`, headers: who.headers });
const stats = async (who: Caller) => dashboardStatsSchema.parse((await get(who, '')).json());
const locations = async (who: Caller) => dashboardLocationsSchema.parse((await get(who, '/locations')).json());
const sharing = (who: Caller, body?: object) =>
  t.app.inject({
    method: body ? 'PUT' : 'GET',
    url: `/api/v1/fid/${who.fid}/profile/location-sharing`,
    headers: who.headers,
    ...(body ? { payload: body } : {}),
  });

async function staffOf(fiduciaryId: string, role: string): Promise<Caller & { userId: string }> {
  const user = await createUser(t.db, { memberships: [{ fiduciary_id: fiduciaryId, role }] });
  return { ...(await loginAs(t, user.email)), userId: user.id };
}

describe('who may read the dashboard (ADR 0026: fid_admin.enter)', () => {
  it.each(Object.values(FIDUCIARY_ROLES))('%s reads the figures and the map', async (role) => {
    const staff = await staffOf(fid, role);
    expect((await get(staff, '')).statusCode).toBe(200);
    expect((await get(staff, '/locations')).statusCode).toBe(200);
  });

  it.each([
    ['an investor', () => investor],
    ['an issuer', () => issuer],
  ])('%s is refused (403)', async (_who, caller) => {
    for (const path of ['', '/locations'] as const) {
      const res = await get(caller(), path);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('answers 404 for another tenant, and 400 naming a malformed fidId', async () => {
    expect((await get(fidAdmin, '', other.fid)).statusCode).toBe(404);
    expect((await get(fidAdmin, '/locations', other.fid)).statusCode).toBe(404);
    expect((await get(other.caller, '', fid)).statusCode).toBe(404);
    const bad = await get(fidAdmin, '', 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^fidId: /);
  });
});

const countOf = (s: DashboardStats, status: number) =>
  s.investors_by_invitation_status.find((i) => i.status === status)?.count ?? -1;
const dealsAt = (s: DashboardStats, step: string) => s.deals_waiting.find((d) => d.step === step)?.count ?? -1;

describe('GET fid-admin/dashboard', () => {
  it('lists every invitation status and deal step, zeros included, money as exact decimals', async () => {
    const s = await stats(fidAdmin);
    expect(s.investors_by_invitation_status.map((i) => [i.status, i.label])).toEqual([
      [1, 'Sent'],
      [2, 'Open'],
      [3, 'KYC'],
      [4, 'Form'],
      [5, 'Approved'],
      [6, 'Denied'],
    ]);
    expect(s.deals_waiting.map((d) => [d.status, d.step])).toEqual([
      ['DEAL_PENDING_REVIEW', 'approve'],
      ['DEAL_APPROVED', 'countersign'],
      ['DEAL_SIGNED', 'execute'],
    ]);
    expect(s.capital.called).toMatch(/^\d+(\.\d{2})?$/);
  });

  it('counts what the rows say, in this tenant only', async () => {
    const before = await stats(fidAdmin);
    const admin = await t.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'fid-admin@demo.test')
      .executeTakeFirstOrThrow();
    await addInvitation(t.db, fid, 4);
    await addInvitation(t.db, fid, 4);
    await addInvitation(t.db, fid, 6);
    await addInvitation(t.db, other.fid, 4);
    await addOpportunity(t.db, fid, 'Pending Review');
    await addOpportunity(t.db, fid, 'Ready for Review');
    await addOpportunity(t.db, fid, 'Created');
    await addOpportunity(t.db, other.fid, 'Pending Review');
    const opp = await addOpportunity(t.db, fid, 'Published');
    const deal = (status: Parameters<typeof addInvestment>[1]['status']) =>
      addInvestment(t.db, { fiduciaryId: fid, opportunityId: opp, userId: admin.id, status });
    await deal('DEAL_PENDING_REVIEW');
    await deal('DEAL_SIGNED');
    await deal('DEAL_SIGNED');
    await deal('DEAL_EXECUTED');
    const { investmentId, entityId } = await deal('DEAL_EXECUTED');
    const call = (n: number, amount: string, paymentStatus: 'CONFIRMED' | 'PENDING' | 'COMPLETED', received?: string) =>
      addCapitalCall(t.db, {
        fiduciaryId: fid,
        investmentId,
        callNumber: n,
        amount,
        paymentStatus,
        ...(received ? { received } : {}),
      });
    await call(1, '1000.10', 'CONFIRMED');
    await call(2, '0.20', 'PENDING', '0.05');
    await call(3, '33333333333333.33', 'COMPLETED');
    const q = { fiduciaryId: fid, opportunityId: opp, entityId, userId: admin.id };
    await addQuestion(t.db, q);
    await addQuestion(t.db, { ...q, answered: true });
    await addQuestion(t.db, { ...q, deleted: true });

    const after = await stats(fidAdmin);
    expect(countOf(after, 4) - countOf(before, 4)).toBe(2);
    expect(countOf(after, 6) - countOf(before, 6)).toBe(1);
    expect(countOf(after, 1)).toBe(countOf(before, 1));
    expect(after.kyc_waiting - before.kyc_waiting).toBe(2);
    expect(after.opportunities_waiting - before.opportunities_waiting).toBe(1);
    expect(dealsAt(after, 'approve') - dealsAt(before, 'approve')).toBe(1);
    expect(dealsAt(after, 'countersign')).toBe(dealsAt(before, 'countersign'));
    expect(dealsAt(after, 'execute') - dealsAt(before, 'execute')).toBe(2);
    // Summed in numeric: a float would lose the cents of 33 trillion.
    expect(after.capital.called).toBe(addMoney(before.capital.called, '1000.10', '0.20', '33333333333333.33'));
    expect(after.capital.received).toBe(addMoney(before.capital.received, '1000.10', '0.05', '33333333333333.33'));
    expect(after.unanswered_questions - before.unanswered_questions).toBe(1);
  });
});

describe('GET fid-admin/dashboard/locations', () => {
  it('places the demo investors’ cities, with the tile server setting', async () => {
    const map = await locations(fidAdmin);
    expect(map.tile_url).toBe(TILE_URL);
    expect(map.results).toContainEqual(
      expect.objectContaining({ city: 'Brooklyn', state: 'New York', country: 'United States', count: 1 }),
    );
    expect(map.results).toContainEqual(expect.objectContaining({ city: 'Boston', state: 'Massachusetts' }));
    expect(map.count).toBe(map.results.length);
  });

  it('counts investors per city, home before office, and leaves out unknown cities and opted-out investors', async () => {
    const tenant = await createFiduciary(t.db);
    const admin = await staffOf(tenant.id, FIDUCIARY_ROLES.FIDUCIARY_ADMIN);
    const place = async (city: string, province: string | null, country: string, type: 'HOME' | 'OFFICE' = 'HOME') => {
      const entityId = await addEntity(t.db, tenant.id);
      await addAddress(t.db, { fiduciaryId: tenant.id, entityId, city, province, country, type });
      return entityId;
    };
    const home = await place('Brooklyn', 'NY', 'us');
    await addAddress(t.db, {
      fiduciaryId: tenant.id,
      entityId: home,
      city: 'Boston',
      province: 'MA',
      country: 'us',
      type: 'OFFICE',
    });
    await place(' brooklyn ', 'New York', 'United States', 'OFFICE');
    await place('New York', 'NY', 'us');
    await place('Toronto', 'ON', 'ca');
    await place('Atlantis', 'NY', 'us');
    const hidden = await place('Austin', 'TX', 'us');
    const optedOut = await createUser(t.db, { memberships: [] });
    await t.db
      .insertInto('membership')
      .values({
        fiduciary_id: tenant.id,
        user_id: optedOut.id,
        role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR,
        entity_id: hidden,
      })
      .execute();
    await t.db.updateTable('app_user').set({ location_opt_out: true }).where('id', '=', optedOut.id).execute();

    const map = await locations(admin);
    expect(map.results.map(({ city, state, country, count }) => ({ city, state, country, count }))).toEqual([
      { city: 'Brooklyn', state: 'New York', country: 'United States', count: 2 },
      { city: 'New York City', state: 'New York', country: 'United States', count: 1 },
      { city: 'Toronto', state: 'Ontario', country: 'Canada', count: 1 },
    ]);
    expect(map.unplaced).toBe(1);
    for (const l of map.results) expect(Number.isFinite(l.lat) && Number.isFinite(l.lng)).toBe(true);
  });
});

describe('location sharing (My Profile settings)', () => {
  it('is on by default; turning it off takes the investor off the map, audited; on again puts them back', async () => {
    expect((await sharing(investor)).json()).toEqual({ show_location: true });
    const brooklyn = async () => (await locations(fidAdmin)).results.find((l) => l.city === 'Brooklyn')?.count ?? 0;
    const shown = await brooklyn();
    expect(shown).toBeGreaterThan(0);

    const off = await sharing(investor, { show_location: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ show_location: false });
    expect((await sharing(investor)).json()).toEqual({ show_location: false });
    expect(await brooklyn()).toBe(shown - 1);
    await sharing(investor, { show_location: false });
    const audits = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'data'])
      .where('kind', '=', 'location_sharing_changed')
      .execute();
    expect(audits).toEqual([{ kind: 'location_sharing_changed', data: { show_location: false } }]);

    expect((await sharing(investor, { show_location: true })).json()).toEqual({ show_location: true });
    expect(await brooklyn()).toBe(shown);
  });

  it('answers 400 naming show_location when it is missing or not a boolean', async () => {
    for (const body of [{}, { show_location: 'no' }]) {
      const res = await sharing(investor, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/show_location/);
    }
  });

  it('answers 404 under a fiduciary the user is not a member of', async () => {
    const res = await t.app.inject({
      url: `/api/v1/fid/${other.fid}/profile/location-sharing`,
      headers: investor.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the dashboard cache (DASHBOARD_CACHE, on by default)', () => {
  it("answers a tenant's figures from memory for a few seconds, each tenant its own", async () => {
    const { createFundDashboard } = await import('#api/modules/fund-dashboard/index.ts');
    const { getDashboardStats } = await import('#api/modules/fund-dashboard/fund-dashboard.service.ts');
    const state = createFundDashboard({ cache: true });
    const ctx = { db: t.db, modules: { fundDashboard: state } } as unknown as Parameters<typeof getDashboardStats>[0];
    const first = await getDashboardStats(ctx, fid);
    expect(first).toEqual(await stats(fidAdmin));
    await addInvitation(t.db, fid, 4);
    // Within the window the same figures come back (no query), while a fresh computation sees the new row.
    expect(await getDashboardStats(ctx, fid)).toEqual(first);
    expect((await stats(fidAdmin)).kyc_waiting).toBe(first.kyc_waiting + 1);
    expect((await getDashboardStats(ctx, other.fid)).kyc_waiting).toBe(1);
  });
});
