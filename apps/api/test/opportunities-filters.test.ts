import { listResponseSchema, opportunityListItemSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, tokensOf } from './demo-callers.ts';
import { bearer, type TestApp } from './helpers.ts';

let t: TestApp, fid: string, access: string;
beforeAll(async () => {
  ({ t, fid, investor: access } = tokensOf(await demoApp('investor')));
});
afterAll(() => t.close());

const get = (query: string) =>
  t.app.inject({ url: `/api/v1/fid/${fid}/investors/opportunities?${query}`, headers: bearer(access) });
const list = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return listResponseSchema(opportunityListItemSchema).parse(res.json());
};
const names = async (query: string) => (await list(`limit=100&${query}`)).results.map((r) => r.opportunity.name).sort();

describe('GET investors/opportunities filters (spec 7)', () => {
  it('opportunity_name and its alias name', async () => {
    const expected = ['Helio Grid Project Notes', 'Helio Grid Seed', 'Helio Grid Storage SPV'];
    expect(await names('opportunity_name=HELIO')).toEqual(expected);
    expect(await names('name=helio')).toEqual(expected);
  });

  it('issuer_name, issuer_market_id and issuer_stage_id', async () => {
    expect(await names('issuer_name=helio grid')).toEqual([
      'Clean Energy Access SPV',
      'Helio Grid Project Notes',
      'Helio Grid Seed',
      'Helio Grid Storage SPV',
    ]);
    expect(await names('issuer_market_id=Healthcare')).toEqual([
      'Cobalt Health Growth Fund',
      'Cobalt Health Secondary',
      'Cobalt Health Series B',
      'Diagnostics Co-Invest',
    ]);
    expect(await names('issuer_stage_id=Pre-Seed')).toEqual([
      'Fintech Infrastructure Fund',
      'Lumen Ledger Pre-Seed',
      'Lumen Ledger SAFE Round',
    ]);
    expect((await list('issuer_market_id=Nowhere')).count).toBe(0);
  });

  it('is_primary true and false (Discover and Trade)', async () => {
    const primary = await list('limit=100&is_primary=true');
    expect(primary.count).toBe(14);
    expect(primary.results.every((r) => r.opportunity.opportunity_type === 'PRIMARY')).toBe(true);
    expect(await names('is_primary=false')).toEqual(['Cobalt Health Secondary', 'Northwind Employee Tender']);
  });

  it('opportunity_type_id (structure)', async () => {
    expect(await names('opportunity_type_id=FUND')).toEqual([
      'Cobalt Health Growth Fund',
      'Fintech Infrastructure Fund',
      'Industrial Automation Fund I',
    ]);
    expect((await list('opportunity_type_id=SPV')).count).toBe(5);
  });

  it('minimum_gte and minimum_lte, alone and together', async () => {
    expect((await list('minimum_gte=50000')).count).toBe(5);
    expect(await names('minimum_lte=5000')).toEqual([
      'Helio Grid Project Notes',
      'Lumen Ledger Pre-Seed',
      'Lumen Ledger SAFE Round',
      'Northwind Employee Tender',
    ]);
    const range = await list('limit=100&minimum_gte=10000&minimum_lte=20000.00');
    expect(range.count).toBe(5);
    expect(
      range.results.every((r) => Number(r.opportunity.minimum) >= 10000 && Number(r.opportunity.minimum) <= 20000),
    ).toBe(true);
  });

  it('status: Published by default, Closed on request, drafts never', async () => {
    expect((await list('')).results.every((r) => r.opportunity.status === 'Published')).toBe(true);
    expect(await names('status=Closed')).toEqual(['Healthcare Secondaries II']);
    expect((await list('status=Created')).count).toBe(0);
    expect((await list('status=Pending Review')).count).toBe(0);
  });

  it('tag', async () => {
    expect(await names('tag=Climate')).toEqual([
      'Clean Energy Access SPV',
      'Helio Grid Project Notes',
      'Helio Grid Seed',
      'Helio Grid Storage SPV',
    ]);
    expect((await list('tag=None')).count).toBe(0);
  });

  it('combines filters', async () => {
    expect(
      await names('is_primary=true&issuer_market_id=Industrials&minimum_gte=25000&opportunity_type_id=GENERAL'),
    ).toEqual(['Northwind Series A', 'Northwind Venture Debt']);
  });

  it('refuses unknown values with 400', async () => {
    for (const q of ['is_primary=yes', 'favorite=2', 'minimum_gte=1e5', 'ordering=issuer', 'opportunity_type_id=X']) {
      expect((await get(q)).statusCode, q).toBe(400);
    }
  });
});

describe('GET investors/opportunities ordering and paging', () => {
  const by = async (ordering: string) =>
    (await list(`limit=100&ordering=${ordering}`)).results.map((r) => r.opportunity);

  it('orders by each allowed key, both directions, ties broken by id', async () => {
    const minimum = (await by('minimum')).map((o) => Number(o.minimum));
    expect(minimum).toEqual([...minimum].sort((a, b) => a - b));
    const size = (await by('-size')).map((o) => Number(o.size));
    expect(size).toEqual([...size].sort((a, b) => b - a));
    const name = (await by('name')).map((o) => o.name);
    expect(name).toEqual([...name].sort((a, b) => (a < b ? -1 : 1)));
    const end = (await by('-end_date')).map((o) => o.end_date ?? '');
    expect(end).toEqual([...end].sort().reverse());
    const created = (await by('created_on')).map((o) => o.created_on);
    expect(created).toEqual([...created].sort());
    expect((await by('-created_on')).map((o) => o.created_on)).toEqual([...created].reverse());
  });

  it('pages by page and limit under any ordering; no cursor outside the default ordering', async () => {
    const all = (await by('-minimum')).map((o) => o.opp_id);
    const page2 = await list('ordering=-minimum&page=2&limit=5');
    expect(page2.count).toBe(16);
    expect(page2.results.map((r) => r.opportunity.opp_id)).toEqual(all.slice(5, 10));
    expect(page2.next).toBeNull();
    const first = await list('limit=5');
    expect(first.next).not.toBeNull();
    const bad = await get(`ordering=name&cursor=${first.next}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/default ordering/);
  });

  it('a page past the end is empty but keeps the count', async () => {
    const past = await list('page=9&limit=5');
    expect(past.results).toEqual([]);
    expect(past.count).toBe(16);
  });

  it('keyset cursor with filters walks the filtered rows once', async () => {
    const byPage = (await list('limit=100&is_primary=true')).results.map((r) => r.opportunity.opp_id);
    const walked: string[] = [];
    let next: string | null = null;
    do {
      const page = await list(`limit=4&is_primary=true${next ? `&cursor=${next}` : ''}`);
      walked.push(...page.results.map((r) => r.opportunity.opp_id));
      next = page.next;
    } while (next);
    expect(walked).toEqual(byPage);
  });
});
