import { listResponseSchema, opportunityListItemSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, tokensOf } from './demo-callers.ts';
import { createFiduciary } from './factories.ts';
import { bearer, type TestApp } from './helpers.ts';

let t: TestApp, fid: string, access: string;
beforeAll(async () => {
  ({ t, fid, investor: access } = tokensOf(await demoApp('investor')));
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({
    url: `/api/v1/fid/${fid}/investors/opportunities?${query}`,
    headers: bearer(access),
  });
  expect(res.statusCode).toBe(200);
  return listResponseSchema(opportunityListItemSchema).parse(res.json());
};

describe('GET /fid/{fidId}/investors/opportunities', () => {
  it('lists published opportunities newest first with count, page and limit', async () => {
    const first = await list('page=1&limit=5');
    expect(first.count).toBe(16);
    expect(first.results).toHaveLength(5);
    expect(first.results.every((r) => r.opportunity.status === 'Published')).toBe(true);
    const created = first.results.map((r) => r.opportunity.created_on);
    expect([...created].sort().reverse()).toEqual(created);
    const last = await list('page=4&limit=5');
    expect(last.results).toHaveLength(1);
  });

  it('walks every row once by keyset cursor, in the same order as by page', async () => {
    const byPage = (await list('page=1&limit=100')).results.map((r) => r.opportunity.opp_id);
    const byCursor: string[] = [];
    let next: string | null = null;
    do {
      const page = await list(`limit=3${next ? `&cursor=${next}` : ''}`);
      byCursor.push(...page.results.map((r) => r.opportunity.opp_id));
      next = page.next;
    } while (next);
    expect(byCursor).toEqual(byPage);
  });

  it('filters by name, with LIKE wildcards taken literally', async () => {
    expect((await list('name=helio')).results.map((r) => r.opportunity.name).sort()).toEqual([
      'Helio Grid Project Notes',
      'Helio Grid Seed',
      'Helio Grid Storage SPV',
    ]);
    expect((await list('name=%25')).count).toBe(0);
  });

  it('refuses a malformed cursor and a bad page with 400', async () => {
    const bad = await t.app.inject({
      url: `/api/v1/fid/${fid}/investors/opportunities?cursor=zzz`,
      headers: bearer(access),
    });
    expect(bad.statusCode).toBe(400);
    const page0 = await t.app.inject({
      url: `/api/v1/fid/${fid}/investors/opportunities?page=0`,
      headers: bearer(access),
    });
    expect(page0.statusCode).toBe(400);
  });

  it("does not show another tenant's list", async () => {
    const other = await createFiduciary(t.db);
    const res = await t.app.inject({ url: `/api/v1/fid/${other.id}/investors/opportunities`, headers: bearer(access) });
    expect(res.statusCode).toBe(404);
  });
});
