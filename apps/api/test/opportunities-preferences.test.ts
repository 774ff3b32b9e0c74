import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import { listResponseSchema, opportunityListItemSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, tokensOf } from './demo-callers.ts';
import { createFiduciary, createUser } from './factories.ts';
import { bearer, login, type TestApp } from './helpers.ts';
import { addInvestment, createIssuer, createOpportunity, entityOf, userIdOf } from './opportunities-fixtures.ts';

let t: TestApp, fid: string, access: string;
beforeAll(async () => {
  ({ t, fid, investor: access } = tokensOf(await demoApp('investor')));
});
afterAll(() => t.close());

const listAs = async (token: string, fiduciaryId: string, query = '') => {
  const res = await t.app.inject({
    url: `/api/v1/fid/${fiduciaryId}/investors/opportunities?limit=100&${query}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return listResponseSchema(opportunityListItemSchema).parse(res.json());
};
const list = (query = '') => listAs(access, fid, query);
const favorite = (id: string, value: number, token = access) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/fid/${fid}/investors/opportunities/${id}/favorite`,
    headers: bearer(token),
    payload: { favorite: value },
  });
const idOf = async (name: string) =>
  (await t.db.selectFrom('opportunity').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const namesOf = (page: Awaited<ReturnType<typeof list>>) => page.results.map((r) => r.opportunity.name).sort();

describe('favorites and dismissals (spec 3, 4)', () => {
  it('round trip: save, dismiss, neutral; rows carry the caller’s flag', async () => {
    const saved = await idOf('Helio Grid Seed');
    const dismissed = await idOf('Lumen Ledger Pre-Seed');
    const before = await list();
    expect(before.count).toBe(16);
    expect(before.results.every((r) => r.favorite === 0 && !r.is_dismissed)).toBe(true);

    const up = await favorite(saved, 1);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ favorite: 1, is_dismissed: false });
    const down = await favorite(dismissed, -1);
    expect(down.json()).toEqual({ favorite: -1, is_dismissed: true });

    const after = await list();
    expect(after.count).toBe(15);
    expect(after.results.find((r) => r.opportunity.opp_id === saved)?.favorite).toBe(1);
    expect(after.results.some((r) => r.opportunity.opp_id === dismissed)).toBe(false);

    expect(namesOf(await list('favorite=1'))).toEqual(['Helio Grid Seed']);
    const thumbsDown = await list('favorite=-1');
    expect(thumbsDown.count).toBe(1);
    expect(thumbsDown.results[0]).toMatchObject({ favorite: -1, is_dismissed: true });
    expect(namesOf(await list('is_dismissed=true'))).toEqual(['Lumen Ledger Pre-Seed']);
    const neutral = await list('favorite=0');
    expect(neutral.count).toBe(14);
    expect(neutral.results.every((r) => r.favorite === 0)).toBe(true);
    expect((await list('is_dismissed=false')).count).toBe(15);

    // Another user's flags are their own.
    const admin = (await login(t, 'investor-admin@demo.test')).access;
    expect((await listAs(admin, fid)).count).toBe(16);

    expect((await favorite(dismissed, 0)).json()).toEqual({ favorite: 0, is_dismissed: false });
    expect((await list()).count).toBe(16);
    expect((await favorite(saved, 0)).statusCode).toBe(200);
  });

  it('refuses a bad value (400), a viewer (403), and an opportunity the caller cannot see (404)', async () => {
    const id = await idOf('Helio Grid Seed');
    expect((await favorite(id, 2)).statusCode).toBe(400);
    const viewer = (await login(t, 'viewer@demo.test')).access;
    const refused = await favorite(id, 1, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await favorite(await idOf('Helio Grid Bridge'), 1)).statusCode).toBe(404);
    expect((await favorite('00000000-0000-4000-8000-000000000000', 1)).statusCode).toBe(404);
  });

  it('a viewer may read the list', async () => {
    const viewer = (await login(t, 'viewer@demo.test')).access;
    expect((await listAs(viewer, fid)).count).toBe(16);
  });

  it('a member without an investor role gets 403', async () => {
    const admin = (await login(t, 'fid-admin@demo.test')).access;
    const res = await t.app.inject({ url: `/api/v1/fid/${fid}/investors/opportunities`, headers: bearer(admin) });
    expect(res.statusCode).toBe(403);
  });
});

describe('access CLOSED for the entity', () => {
  it('hides the opportunity from the list and its detail', async () => {
    const id = await idOf('Diagnostics Co-Invest');
    const entityId = await entityOf(t.db, 'investor@demo.test', fid);
    await t.db
      .insertInto('opportunity_access')
      .values({ opportunity_id: id, entity_id: entityId, fiduciary_id: fid, status: 'CLOSED' })
      .execute();
    const page = await list();
    expect(page.count).toBe(15);
    expect(page.results.some((r) => r.opportunity.opp_id === id)).toBe(false);
    expect((await list('issuer_market_id=Healthcare')).count).toBe(3);
    const detail = await t.app.inject({
      url: `/api/v1/fid/${fid}/investors/opportunities/${id}`,
      headers: bearer(access),
    });
    expect(detail.statusCode).toBe(404);
    // The other entity still sees it.
    const admin = (await login(t, 'investor-admin@demo.test')).access;
    expect((await listAs(admin, fid)).count).toBe(16);
    await t.db.deleteFrom('opportunity_access').where('opportunity_id', '=', id).execute();
  });
});

describe('secondaries under the mpid rule (spec 6)', () => {
  /** A fiduciary with one primary and one secondary opportunity, and an investor of it. */
  async function setup(options: { mpid?: string; show?: boolean; investInSecondary?: boolean }) {
    const f = await createFiduciary(t.db, options.mpid ? { mpid: options.mpid } : {});
    if (options.show !== undefined)
      await t.db
        .updateTable('fiduciary')
        .set({ public_branding: JSON.stringify({ s3Data: { showSecondaryOpportunities: options.show } }) })
        .where('id', '=', f.id)
        .execute();
    const issuer = await createIssuer(t.db, f.id);
    await createOpportunity(t.db, f.id, issuer.id, { name: 'Primary One' });
    const secondary = await createOpportunity(t.db, f.id, issuer.id, { name: 'Secondary One', kind: 'SECONDARY' });
    const user = await createUser(t.db, {
      memberships: [{ fiduciary_id: f.id, role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR, entity: true }],
    });
    if (options.investInSecondary) {
      const entityId = await entityOf(t.db, user.email, f.id);
      const userId = await userIdOf(t.db, user.email);
      await addInvestment(t.db, { fiduciaryId: f.id, opportunityId: secondary.id, entityId, userId }, 'DEAL_EXECUTED');
    }
    const token = (await login(t, user.email)).access;
    const names = namesOf(await listAs(token, f.id));
    const detail = await t.app.inject({
      url: `/api/v1/fid/${f.id}/investors/opportunities/${secondary.id}`,
      headers: bearer(token),
    });
    const trade = await listAs(token, f.id, 'is_primary=false');
    return { names, detailStatus: detail.statusCode, tradeCount: trade.count };
  }

  it('no mpid: primaries only, even with branding enabling secondaries', async () => {
    expect(await setup({ show: true })).toEqual({ names: ['Primary One'], detailStatus: 404, tradeCount: 0 });
  });

  it('mpid without the branding switch and without secondary holdings: primaries only', async () => {
    expect(await setup({ mpid: 'MP1', show: false })).toEqual({
      names: ['Primary One'],
      detailStatus: 404,
      tradeCount: 0,
    });
  });

  it('mpid and public branding showSecondaryOpportunities: both', async () => {
    expect(await setup({ mpid: 'MP2', show: true })).toEqual({
      names: ['Primary One', 'Secondary One'],
      detailStatus: 200,
      tradeCount: 1,
    });
  });

  it('mpid and the entity already holds a secondary: both', async () => {
    expect(await setup({ mpid: 'MP3', investInSecondary: true })).toEqual({
      names: ['Primary One', 'Secondary One'],
      detailStatus: 200,
      tradeCount: 1,
    });
  });
});

describe('many marks (tested per row instead of passed as an array)', () => {
  it('hides 70 dismissed rows, lists 70 saved ones, counts both', async () => {
    const f = await createFiduciary(t.db);
    const issuer = await createIssuer(t.db, f.id);
    const ids: string[] = [];
    for (let n = 0; n < 150; n++) ids.push((await createOpportunity(t.db, f.id, issuer.id)).id);
    const user = await createUser(t.db, {
      memberships: [{ fiduciary_id: f.id, role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR, entity: true }],
    });
    const userId = await userIdOf(t.db, user.email);
    await t.db
      .insertInto('opportunity_preference')
      .values(
        ids.slice(0, 140).map((id, n) => ({
          user_id: userId,
          opportunity_id: id,
          fiduciary_id: f.id,
          favorite: n < 70 ? (-1 as const) : (1 as const),
        })),
      )
      .execute();
    const entityId = await entityOf(t.db, user.email, f.id);
    await t.db
      .insertInto('opportunity_access')
      .values(
        ids
          .slice(140, 145)
          .map((id) => ({ opportunity_id: id, entity_id: entityId, fiduciary_id: f.id, status: 'CLOSED' as const })),
      )
      .execute();
    const token = (await login(t, user.email)).access;
    const all = await listAs(token, f.id);
    expect(all.count).toBe(75);
    expect(new Set(all.results.map((r) => r.opportunity.opp_id))).toEqual(
      new Set([...ids.slice(70, 140), ...ids.slice(145)]),
    );
    const down = await listAs(token, f.id, 'favorite=-1');
    expect(down.count).toBe(70);
    expect(down.results.every((r) => r.is_dismissed)).toBe(true);
    const up = await listAs(token, f.id, 'favorite=1');
    expect(up.count).toBe(70);
    expect(up.results).toHaveLength(70);
    expect(up.results.every((r) => r.favorite === 1)).toBe(true);
    expect((await listAs(token, f.id, 'favorite=0')).count).toBe(5);
    // Offset pages walk deep and test the marks as one hashed list.
    const deep = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/v1/fid/${f.id}/investors/opportunities?${query}`,
        headers: bearer(token),
      });
      return listResponseSchema(opportunityListItemSchema).parse(res.json());
    };
    const page3 = await deep('limit=10&page=3');
    expect(page3.results.map((r) => r.opportunity.opp_id)).toEqual(
      all.results.slice(20, 30).map((r) => r.opportunity.opp_id),
    );
    const upPage7 = await deep('favorite=1&limit=10&page=7');
    expect(upPage7.results).toHaveLength(10);
    expect(upPage7.results.every((r) => r.favorite === 1)).toBe(true);
    expect((await deep('favorite=-1&limit=10&page=7')).results.every((r) => r.is_dismissed)).toBe(true);
    expect((await listAs(token, f.id, 'favorite=-1&is_dismissed=false')).count).toBe(0);
  });
});

describe('dismissed rows crowding the top of the list', () => {
  it('still fills pages, by keyset and by offset alike', async () => {
    const f = await createFiduciary(t.db);
    const issuer = await createIssuer(t.db, f.id);
    const base = Date.UTC(2026, 0, 1);
    const rows = await t.db
      .insertInto('opportunity')
      .values(
        Array.from({ length: 320 }, (_, n) => ({
          fiduciary_id: f.id,
          issuer_id: issuer.id,
          name: `Crowded ${n}`,
          opportunity_type: 'PRIMARY' as const,
          type: 'GENERAL' as const,
          status: 'Published',
          size: '1000000.00',
          minimum: '1000.00',
          created_on: new Date(base + n * 1000).toISOString(),
        })),
      )
      .returning(['id', 'name'])
      .execute();
    const user = await createUser(t.db, {
      memberships: [{ fiduciary_id: f.id, role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR, entity: true }],
    });
    const userId = await userIdOf(t.db, user.email);
    // The 300 newest are dismissed, and every 7th of the rest.
    const hidden = new Set(rows.filter((_, n) => n >= 20 || n % 7 === 0).map((r) => r.id));
    await t.db
      .insertInto('opportunity_preference')
      .values(
        [...hidden].map((id) => ({ user_id: userId, opportunity_id: id, fiduciary_id: f.id, favorite: -1 as const })),
      )
      .execute();
    const token = (await login(t, user.email)).access;
    const expected = rows
      .filter((r) => !hidden.has(r.id))
      .map((r) => r.id)
      .reverse();
    const get = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/v1/fid/${f.id}/investors/opportunities?${query}`,
        headers: bearer(token),
      });
      return listResponseSchema(opportunityListItemSchema).parse(res.json());
    };
    const first = await get('limit=5');
    expect(first.count).toBe(expected.length);
    const walked = first.results.map((r) => r.opportunity.opp_id);
    let next = first.next;
    while (next) {
      const page = await get(`limit=5&cursor=${next}`);
      walked.push(...page.results.map((r) => r.opportunity.opp_id));
      next = page.next;
    }
    expect(walked).toEqual(expected);
    const byOffset = [...(await get('limit=5&page=1')).results, ...(await get('limit=5&page=2')).results];
    expect(byOffset.map((r) => r.opportunity.opp_id)).toEqual(expected.slice(0, 10));
    expect((await get('limit=100&favorite=-1')).count).toBe(hidden.size);
  });
});
