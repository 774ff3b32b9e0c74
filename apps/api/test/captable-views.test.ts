import { captable } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holderPageCache, securityTotalsCache } from '#api/modules/captable-views/index.ts';
import { CAPTABLE_ROLE_KEYS, type CapWorld, capWorld } from './captable-fixtures.ts';
import { append, D, e1, replayed } from './captable-views-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp, w: CapWorld, txs: captable.LedgerTx[];

beforeAll(async () => {
  t = await buildTestApp();
  w = await capWorld(t);
  txs = await e1(t, w);
});
afterAll(() => t.close());

const get = (url: string, headers = w.members.captable_admin.headers) => t.app.inject({ method: 'GET', url, headers });
const DEFINITIONS = Object.keys(captable.FD_DEFINITIONS) as captable.FdDefinition[];

describe('summary by class: the domain figures for the same ledger', () => {
  it.each(DEFINITIONS)('%s: totals, classes and fully diluted equal ownership(replay(ledger))', async (definition) => {
    const res = await get(w.url(`/summary?definition=${definition}`));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const domain = captable.ownership(replayed(txs), { definition });
    expect(data.definition).toBe(definition);
    expect(data.definition_text).toContain(captable.FD_DEFINITIONS[definition]);
    expect(data.rounding).toBe(captable.OWNERSHIP_ROUNDING);
    expect(data.totals.fully_diluted).toBe(domain.fullyDiluted);
    for (const c of domain.classes) {
      const row = data.classes.find((r: { class_id: string }) => r.class_id === c.classId);
      expect(row).toMatchObject({
        issued: c.issued,
        outstanding: c.outstanding,
        fully_diluted: c.asConverted,
        percent_fully_diluted: c.percentFullyDiluted,
        authorized: c.authorized,
      });
    }
    expect(data.totals.outstanding).toBe(captable.exact.sum(domain.classes.map((c) => c.outstanding)));
  });

  it('E1 in numbers: 10,000,000 fully diluted, seed 1,500,000 as-converted (15.0000%), pool 600,000, names shown', async () => {
    const data = (await get(w.url('/summary'))).json().data;
    expect(data).toMatchObject({
      definition: 'FD',
      totals: { issued: '8200000', outstanding: '8000000', fully_diluted: '10000000' },
      plans_available: '600000',
      stakeholders: 7,
      securities: 6,
    });
    const names = data.classes.map((c: { name: string; kind: string; fully_diluted: string }) => [
      c.name,
      c.kind,
      c.fully_diluted,
    ]);
    expect(names).toEqual([
      ['Common', 'CS', '7000000'],
      ['Seed Preferred', 'PS', '1500000'],
      ['Options outstanding', 'OP', '800000'],
      ['Warrants outstanding', 'WA', '100000'],
      ['2025 Equity Plan: unissued pool', 'POOL', '600000'],
    ]);
  });

  it('the three definitions give three different bases; outstanding only lists no options, warrants or pool', async () => {
    const fd = async (d: string) => (await get(w.url(`/summary?definition=${d}`))).json().data;
    const [a, b, c] = await Promise.all(DEFINITIONS.map(fd));
    expect(a.totals.fully_diluted).toBe('10000000');
    expect(b.totals.fully_diluted).toBe('8500000');
    expect(b.classes.map((r: { kind: string }) => r.kind)).toEqual(['CS', 'PS']);
    // No assumption set is stored yet: the SAFE adds no shares, and the text says so.
    expect(c.totals.fully_diluted).toBe('10000000');
    expect(c.definition_text).toMatch(/No assumption set is stored yet/);
  });

  it('refuses a definition that is not one of the three', async () => {
    expect((await get(w.url('/summary?definition=EVERYTHING'))).statusCode).toBe(400);
  });
});

describe('fully diluted by stakeholder', () => {
  it.each(DEFINITIONS)(
    '%s: each row equals the domain row, largest first, holders with nothing left out',
    async (definition) => {
      const body = (await get(w.url(`/summary/stakeholders?definition=${definition}&itemsPerPage=50`))).json();
      const domain = captable.ownership(replayed(txs), { definition }).stakeholders;
      expect(body.rounding).toBe(captable.OWNERSHIP_ROUNDING);
      expect(body.count).toBe(domain.length);
      for (const row of body.results) {
        const d = domain.find((s) => s.stakeholderId === row.stakeholder_id);
        expect(d).toBeDefined();
        expect(row).toMatchObject({
          outstanding: d?.asConverted,
          fully_diluted: d?.fullyDiluted,
          percent_fully_diluted: d?.percentFullyDiluted,
        });
      }
      const fds = body.results.map((r: { fully_diluted: string }) => r.fully_diluted);
      expect([...fds].sort((x, y) => captable.exact.cmp(y, x))).toEqual(fds);
      expect(body.results.map((r: { name: string }) => r.name)).not.toContain('Nobody Yet');
    },
  );

  it('pages: two at a time through the five holders, with the count on every page', async () => {
    const page = async (n: number) =>
      (await get(w.url(`/summary/stakeholders?page=${n}&itemsPerPage=2`))).json() as {
        results: { name: string; by_kind: Record<string, string> }[];
        count: number;
      };
    const pages = await Promise.all([1, 2, 3, 4].map(page));
    expect(pages.map((p) => p.count)).toEqual([5, 5, 5, 5]);
    expect(pages.map((p) => p.results.map((r) => r.name))).toEqual([
      ['Founder A', 'Founder B'],
      ['Seed Fund', 'Option Holder'],
      ['Warrant Holder'],
      [],
    ]);
    expect(pages[1]?.results[0]?.by_kind).toEqual({ PS: '1000000' });
  });

  it('ties in the fully diluted figure are ordered by name', async () => {
    const transfer = { securityId: 'CS-1', quantity: '2500000', toStakeholderId: 'SH-7', resultingId: 'CS-4' };
    txs.push(await append(t, w, { type: 'transfer', ...transfer, balanceId: 'CS-5', date: D }));
    const body = (await get(w.url('/summary/stakeholders?itemsPerPage=3'))).json();
    // Founder A 2,000,000 after the transfer; Founder B and Nobody Yet 2,500,000 each.
    expect(body.results.map((r: { name: string }) => r.name)).toEqual(['Founder B', 'Nobody Yet', 'Founder A']);
  });
});

describe('the summary cache follows the ledger', () => {
  it('answers from memory until a transaction moves the ledger, then reads the new figures', async () => {
    const fd = async () => (await get(w.url('/summary'))).json().data.totals.fully_diluted;
    const first = await fd();
    const loads = securityTotalsCache.loads;
    expect(await fd()).toBe(first);
    expect(securityTotalsCache.loads).toBe(loads);
    await append(t, w, {
      type: 'issuance',
      securityId: 'WA-2',
      kind: 'WA',
      stakeholderId: 'SH-5',
      quantity: '1000',
      date: D,
    });
    expect(await fd()).toBe(captable.exact.add(first, '1000'));
    expect(securityTotalsCache.loads).toBe(loads + 1);
    await append(t, w, { type: 'cancellation', securityId: 'WA-2', quantity: '1000', reason: 'Issued twice', date: D });
    expect(await fd()).toBe(first);
  });
});

describe('the stakeholder pages kept in memory', () => {
  it('are read again after a ledger transaction or a renamed holder, never shown stale', async () => {
    const names = async () =>
      (await get(w.url('/summary/stakeholders?itemsPerPage=2'))).json().results.map((r: { name: string }) => r.name);
    const first = await names();
    const loads = holderPageCache.loads;
    expect(await names()).toEqual(first);
    expect(holderPageCache.loads).toBe(loads);
    await t.db
      .updateTable('cap_stakeholder')
      .set({ name: 'Founder B (Trust)' })
      .where('cap_table_id', '=', w.capTableId)
      .where('id', '=', 'SH-2')
      .execute();
    expect(await names()).toEqual(first.map((x: string) => (x === 'Founder B' ? 'Founder B (Trust)' : x)));
    expect(holderPageCache.loads).toBe(loads + 1);
    await append(t, w, {
      type: 'issuance',
      securityId: 'CS-9',
      kind: 'CS',
      stakeholderId: 'SH-6',
      quantity: '9000000',
      classId: 'CLS-1',
      date: D,
    });
    expect((await names())[0]).toBe('SAFE Investor');
    expect(holderPageCache.loads).toBe(loads + 2);
  });
});

describe('who may read the views', () => {
  const READERS = ['tapp_admin', 'captable_super_admin', 'captable_admin', 'captable_editor', 'captable_viewer'];
  const paths = [
    '/summary',
    '/summary/stakeholders',
    '/vesting',
    '/scenarios',
    '/export/summary.csv',
    '/export/ledger.csv',
  ];
  it.each(CAPTABLE_ROLE_KEYS)('%s', async (role) => {
    const statuses = await Promise.all(
      paths.map(async (p) => (await get(w.url(p), w.members[role].headers)).statusCode),
    );
    expect(statuses).toEqual(paths.map(() => (READERS.includes(role) ? 200 : 403)));
  });

  it('scenarios: an empty list until the modelling issue', async () => {
    expect((await get(w.url('/scenarios'))).json()).toEqual({ results: [], count: 0 });
  });

  it("another company's cap table (same tenant) and another tenant's answer 404", async () => {
    for (const p of paths) {
      expect((await get(w.url(p, w.sibling.issuerId))).statusCode).toBe(404);
      expect((await get(w.url(p, w.elsewhere.issuerId))).statusCode).toBe(404);
      const foreign = `/api/v1/fid/${w.elsewhere.fid}/captable/companies/${w.issuerId}${p}`;
      expect((await get(foreign)).statusCode).toBe(404);
    }
  });
});
