import {
  investmentStatsSchema,
  portfolioListSchema,
  portfolioOpportunitySchema,
  portfolioSummarySchema,
} from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { type Caller, opportunityId, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, viewer: Caller, fidAdmin: Caller, other: OtherTenant;

beforeAll(async () => {
  ({ t, investor, viewer, fidAdmin } = await demoApp('investor', 'viewer', 'fidAdmin'));
  other = await otherTenant(t);
});
afterAll(() => t.close());

const get = (who: Caller, path: string, fid = who.fid) =>
  t.app.inject({ url: `/api/v1/fid/${fid}/${path}`, headers: who.headers });
const summary = (who: Caller, payload: object, fid = who.fid) =>
  t.app.inject({ method: 'POST', url: `/api/v1/fid/${fid}/portfolio/summary`, headers: who.headers, payload });
const list = async (who: Caller, query = '') => {
  const res = await get(who, `portfolio${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return portfolioListSchema.parse(res.json());
};
const names = async (query: string) => (await list(investor, query)).results.map((r) => r.opportunity_name);

describe('GET portfolio', () => {
  it('lists the executed primary positions, newest executed first, with cost, value and gain', async () => {
    const page = await list(investor);
    expect(page.count).toBe(6);
    expect(page.results.map((r) => r.opportunity_name)).toEqual([
      'Northwind Series A',
      'Diagnostics Co-Invest',
      'Northwind Venture Debt',
      'Clean Energy Access SPV',
      'Fintech Infrastructure Fund',
      'Industrial Automation Fund I',
    ]);
    const fund = page.results.find((r) => r.opportunity_name === 'Industrial Automation Fund I');
    expect(fund).toMatchObject({
      cost: '250000.00',
      current_value: '332500.00',
      gain: '82500.00',
      type: 'FUND',
      sector: 'Automation',
      stage: 'Series A',
      mark: { multiple: '1.33', price: null },
      payment_status: 'COMPLETED',
    });
    const clean = page.results.find((r) => r.opportunity_name === 'Clean Energy Access SPV');
    expect(clean).toMatchObject({ cost: '30000.00', current_value: '25050.00', gain: '-4950.00' });
    expect(page.results.every((r) => r.entity.id === investor.entityId)).toBe(true);
  });

  it('filters by is_primary, sector, stage and type', async () => {
    expect(await names('?is_primary=false')).toEqual(['Cobalt Health Secondary']);
    expect(await names('?sector=Fintech')).toEqual(['Fintech Infrastructure Fund']);
    expect(await names('?stage=Series%20A')).toEqual([
      'Northwind Series A',
      'Northwind Venture Debt',
      'Industrial Automation Fund I',
    ]);
    expect(await names('?type=SPV')).toEqual(['Diagnostics Co-Invest', 'Clean Energy Access SPV']);
    expect(await names('?sector=Nothing')).toEqual([]);
    expect((await get(investor, 'portfolio?type=BOND')).statusCode).toBe(400);
  });

  it('orders and pages', async () => {
    const byCost = (await list(investor, '?ordering=cost')).results.map((r) => r.cost);
    expect(byCost).toEqual(['25000.00', '30000.00', '50000.00', '50000.00', '100000.00', '250000.00']);
    expect((await list(investor, '?ordering=-cost&limit=1')).results[0]?.cost).toBe('250000.00');
    expect(await names('?ordering=opportunity_name&limit=2&page=2')).toEqual([
      'Fintech Infrastructure Fund',
      'Industrial Automation Fund I',
    ]);
    const last = await list(investor, '?limit=4&page=2');
    expect(last.count).toBe(6);
    expect(last.results.map((r) => r.opportunity_name)).toEqual([
      'Fintech Infrastructure Fund',
      'Industrial Automation Fund I',
    ]);
    expect((await get(investor, 'portfolio?ordering=current_value')).statusCode).toBe(400);
  });

  it('shows other entities nothing of the demo investor; fiduciary staff 403; other tenants 404', async () => {
    expect((await list(viewer)).count).toBe(0);
    expect((await get(fidAdmin, 'portfolio')).statusCode).toBe(403);
    expect((await get(other.caller, 'portfolio', investor.fid)).statusCode).toBe(404);
    expect((await list(other.caller)).count).toBe(0);
  });
});

describe('GET portfolio/opportunities/{id}', () => {
  it('answers the position, its totals and the documents of every class the investor may see', async () => {
    const id = await opportunityId(t, 'Industrial Automation Fund I');
    const res = await get(investor, `portfolio/opportunities/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = portfolioOpportunitySchema.parse(res.json());
    expect(data.opportunity).toMatchObject({ id, name: 'Industrial Automation Fund I', type: 'FUND' });
    expect(data.totals).toEqual({ positions: 1, cost: '250000.00', current_value: '332500.00', gain: '82500.00' });
    expect(data.positions).toHaveLength(1);
    const classes = new Set(data.documents.map((d) => d.document_class));
    // The entity's NDA is executed, so the data room is open; the capital-call notices are addressed to it.
    expect([...classes].sort()).toEqual(['CAPITAL_CALL', 'DATA_ROOM', 'DEAL', 'NDA']);
    expect(data.documents.filter((d) => d.document_class === 'CAPITAL_CALL')).toHaveLength(3);
    const held = data.documents.filter((d) => d.signed_document_id !== null).map((d) => d.document_class);
    expect(held.sort()).toEqual(['DEAL', 'NDA']);
    const northwind = await opportunityId(t, 'Northwind Series A');
    const withRoom = portfolioOpportunitySchema.parse(
      (await get(investor, `portfolio/opportunities/${northwind}`)).json(),
    );
    const roomClasses = new Set(withRoom.data.documents.map((d) => d.document_class));
    expect([...roomClasses].sort()).toEqual(['CAPITAL_CALL', 'DATA_ROOM', 'DEAL', 'NDA']);
    // The signed copies (executed NDA, countersigned deal) for 'View Signed'.
    const signed = withRoom.data.documents.filter((d) => d.signed_document_id !== null).map((d) => d.document_class);
    expect(signed.sort()).toEqual(['DEAL', 'NDA']);
    const copy = withRoom.data.documents.find((d) => d.document_class === 'DEAL')?.signed_document_id;
    expect((await get(investor, `mydocuments/${copy}`)).statusCode).toBe(200);
  });

  it('answers 404 without a position, to another entity, and across tenants', async () => {
    const open = await opportunityId(t, 'Lumen Ledger Pre-Seed');
    expect((await get(investor, `portfolio/opportunities/${open}`)).statusCode).toBe(404);
    const held = await opportunityId(t, 'Industrial Automation Fund I');
    expect((await get(viewer, `portfolio/opportunities/${held}`)).statusCode).toBe(404);
    expect((await get(investor, `portfolio/opportunities/${other.opportunityId}`)).statusCode).toBe(404);
    expect((await get(other.caller, `portfolio/opportunities/${held}`)).statusCode).toBe(404);
  });
});

describe('POST portfolio/summary', () => {
  it('totals and groups the filtered positions exactly, with a monthly value line', async () => {
    const res = await summary(investor, { filter_param: { is_primary: true }, extra: 'kept' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = portfolioSummarySchema.parse(res.json());
    expect(data.totals).toEqual({ positions: 6, cost: '505000.00', current_value: '621050.00', gain: '116050.00' });
    // Without is_primary, every position: the dashboard's Invested (ADR 0033).
    const all = portfolioSummarySchema.parse((await summary(investor, { filter_param: {} })).json()).data;
    expect(all.totals).toEqual({ positions: 7, cost: '515000.00', current_value: '633150.00', gain: '118150.00' });
    expect(data.by_sector.map((b) => [b.key, b.positions, b.current_value])).toEqual([
      ['Automation', 3, '449000.00'],
      ['Fintech', 1, '116500.00'],
      ['Diagnostics', 1, '30500.00'],
      ['Renewables', 1, '25050.00'],
    ]);
    expect(data.by_type.map((b) => [b.key, b.cost, b.current_value])).toEqual([
      ['FUND', '350000.00', '449000.00'],
      ['GENERAL', '100000.00', '116500.00'],
      ['SPV', '55000.00', '55550.00'],
    ]);
    expect(data.by_stage.map((b) => b.key)).toEqual(['Series A', 'Pre-Seed', 'Series B', 'Seed']);
    expect(data.value_over_time).toHaveLength(12);
    expect(data.value_over_time.at(-1)).toMatchObject({ cost: '505000.00', current_value: '621050.00' });
    const dates = data.value_over_time.map((p) => p.date);
    expect([...dates].sort()).toEqual(dates);
    // Positions booked later weigh in later: the first point holds only the oldest fund.
    expect(data.value_over_time[0]?.cost).toBe('250000.00');
  });

  it('takes filter_param and months', async () => {
    const secondary = portfolioSummarySchema.parse(
      (await summary(investor, { filter_param: { is_primary: false }, months: 3 })).json(),
    ).data;
    expect(secondary.totals).toEqual({ positions: 1, cost: '10000.00', current_value: '12100.00', gain: '2100.00' });
    expect(secondary.value_over_time).toHaveLength(3);
    const spv = portfolioSummarySchema.parse((await summary(investor, { filter_param: { type: 'SPV' } })).json()).data;
    // Primary and secondary SPVs alike when is_primary is not given.
    expect(spv.totals.positions).toBe(3);
    expect((await summary(investor, { filter_param: { type: 'BOND' } })).statusCode).toBe(400);
    expect((await summary(fidAdmin, {})).statusCode).toBe(403);
    expect((await summary(other.caller, {}, investor.fid)).statusCode).toBe(404);
    const empty = portfolioSummarySchema.parse((await summary(viewer, {})).json()).data;
    expect(empty.totals).toEqual({ positions: 0, cost: '0.00', current_value: '0.00', gain: '0.00' });
  });
});

describe('GET investors/investments/stats', () => {
  it('answers the dashboard cards', async () => {
    const res = await get(investor, 'investors/investments/stats');
    expect(res.statusCode, res.body).toBe(200);
    const stats = investmentStatsSchema.parse(res.json());
    expect(stats).toMatchObject({ invested: '515000.00', committed: '60000.00' });
    // Payments to confirm: Diagnostics (PENDING), Venture Debt (SENT), two capital calls; to sign: one
    // statement, an NDA and a subscription agreement (the Documents page's pending list).
    expect(stats.pending_actions).toBe(7);
    const published = await t.db
      .selectFrom('opportunity')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('fiduciary_id', '=', investor.fid)
      .where('status', '=', 'Published')
      .executeTakeFirstOrThrow();
    // Every published opportunity but the 9 the demo investor is in (3 in the deal flow, 6 more held).
    expect(stats.open_opportunities).toBe(Number(published.n) - 9);
  });

  it('answers zeros for an entity without investments, 403 to staff, 404 across tenants', async () => {
    const own = investmentStatsSchema.parse((await get(other.caller, 'investors/investments/stats')).json());
    expect(own).toEqual({ invested: '0.00', committed: '0.00', pending_actions: 0, open_opportunities: 1 });
    expect((await get(fidAdmin, 'investors/investments/stats')).statusCode).toBe(403);
    expect((await get(other.caller, 'investors/investments/stats', investor.fid)).statusCode).toBe(404);
  });
});
