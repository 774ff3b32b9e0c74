import { tearsheetSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, tokensOf } from './demo-callers.ts';
import { createFiduciary } from './factories.ts';
import { bearer, login, type TestApp } from './helpers.ts';
import { createIssuer, createOpportunity, entityOf } from './opportunities-fixtures.ts';

let t: TestApp, fid: string, access: string;
beforeAll(async () => {
  ({ t, fid, investor: access } = tokensOf(await demoApp('investor')));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token = access, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/fid/${fid}/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const idOf = async (name: string) =>
  (await t.db.selectFrom('opportunity').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('GET opportunities/tags', () => {
  it('counts the tags of published opportunities, most used first', async () => {
    const res = await call('GET', 'opportunities/tags');
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as { results: { tag: string; count: number }[] };
    expect(results.slice(0, 3)).toEqual(
      [
        { tag: 'Climate', count: 4 },
        { tag: 'Healthcare', count: 4 },
        { tag: 'Robotics', count: 5 },
      ].sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : 1)),
    );
    expect(results.find((r) => r.tag === 'Liquidity')).toEqual({ tag: 'Liquidity', count: 2 });
  });

  it('is open to any member; another tenant answers 404', async () => {
    const admin = (await login(t, 'fid-admin@demo.test')).access;
    expect((await call('GET', 'opportunities/tags', admin)).statusCode).toBe(200);
    const other = await createFiduciary(t.db);
    const res = await t.app.inject({ url: `/api/v1/fid/${other.id}/opportunities/tags`, headers: bearer(access) });
    expect(res.statusCode).toBe(404);
  });
});

describe('entities/{id}/opportunities/tags', () => {
  it('adds (201), reads and replaces the tags an entity follows; trimmed and de-duplicated', async () => {
    const entity = await entityOf(t.db, 'investor@demo.test', fid);
    const url = `entities/${entity}/opportunities/tags`;
    expect((await call('GET', url)).json()).toEqual({ results: [] });
    const added = await call('POST', url, access, { tags: [' Climate ', 'Fintech', 'Climate'] });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ results: ['Climate', 'Fintech'] });
    expect((await call('POST', url, access, { tags: ['Energy'] })).json()).toEqual({
      results: ['Climate', 'Energy', 'Fintech'],
    });
    const replaced = await call('PATCH', url, access, { tags: ['Healthcare', 'Energy'] });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({ results: ['Energy', 'Healthcare'] });
    expect((await call('GET', url)).json()).toEqual({ results: ['Energy', 'Healthcare'] });
    expect((await call('PATCH', url, access, { tags: [] })).json()).toEqual({ results: [] });
  });

  it('refuses empty and over-long tags (400)', async () => {
    const entity = await entityOf(t.db, 'investor@demo.test', fid);
    const url = `entities/${entity}/opportunities/tags`;
    expect((await call('POST', url, access, { tags: ['   '] })).statusCode).toBe(400);
    expect((await call('POST', url, access, { tags: ['x'.repeat(51)] })).statusCode).toBe(400);
    expect((await call('POST', url, access, { tags: ['x'.repeat(50)] })).statusCode).toBe(201);
  });

  it('only for an entity the caller stands for: viewers read, others 404', async () => {
    const harbor = await entityOf(t.db, 'investor-admin@demo.test', fid);
    const url = `entities/${harbor}/opportunities/tags`;
    const admin = (await login(t, 'investor-admin@demo.test')).access;
    expect((await call('POST', url, admin, { tags: ['Fund'] })).statusCode).toBe(201);
    const viewer = (await login(t, 'viewer@demo.test')).access;
    expect((await call('GET', url, viewer)).json()).toEqual({ results: ['Fund'] });
    expect((await call('POST', url, viewer, { tags: ['Debt'] })).statusCode).toBe(404);
    expect((await call('PATCH', url, viewer, { tags: [] })).statusCode).toBe(404);
    // Avery's token does not stand for Harbor.
    expect((await call('GET', url, access)).statusCode).toBe(404);
    const fidAdmin = (await login(t, 'fid-admin@demo.test')).access;
    expect((await call('GET', url, fidAdmin)).statusCode).toBe(404);
  });
});

describe('tearsheet', () => {
  it('GET opportunities/{id}/tearsheet: the one-page summary for any member', async () => {
    const id = await idOf('Helio Grid Seed');
    for (const token of [
      access,
      (await login(t, 'fid-admin@demo.test')).access,
      (await login(t, 'viewer@demo.test')).access,
    ]) {
      const res = await call('GET', `opportunities/${id}/tearsheet`, token);
      expect(res.statusCode).toBe(200);
      expect(tearsheetSchema.parse(res.json())).toMatchObject({
        opp_id: id,
        name: 'Helio Grid Seed',
        short_desc: 'Community solar with storage',
        issuer: {
          name: 'Helio Grid Energy',
          market: 'Energy',
          stage: 'Seed',
          sector: 'Renewables',
          headquarters: 'Austin, TX',
        },
        size: '3000000.00',
        minimum: '10000.00',
      });
    }
  });

  it('404 for a draft, a missing one and another tenant’s', async () => {
    expect((await call('GET', `opportunities/${await idOf('Lumen Ledger Angel Round')}/tearsheet`)).statusCode).toBe(
      404,
    );
    expect((await call('GET', 'opportunities/00000000-0000-4000-8000-000000000000/tearsheet')).statusCode).toBe(404);
    const other = await createFiduciary(t.db);
    const foreign = await createOpportunity(t.db, other.id, (await createIssuer(t.db, other.id)).id);
    expect((await call('GET', `opportunities/${foreign.id}/tearsheet`)).statusCode).toBe(404);
  });

  it('needs a bearer token', async () => {
    const id = await idOf('Helio Grid Seed');
    const res = await t.app.inject({ url: `/api/v1/fid/${fid}/opportunities/${id}/tearsheet` });
    expect(res.statusCode).toBe(401);
  });
});
