import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardFormula } from '#api/modules/captable-views/csv-stream.ts';
import { type CapWorld, capWorld } from './captable-fixtures.ts';
import { append, D, e1, stakeholder } from './captable-views-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp, w: CapWorld;
const MANY = 1203;

beforeAll(async () => {
  t = await buildTestApp();
  w = await capWorld(t);
  await e1(t, w);
  await stakeholder(t, w.capTableId, 'SH-20', '=HYPERLINK("http://evil.example","Click")', { email: '@sum@x.example' });
  await stakeholder(t, w.capTableId, 'SH-21', 'Doe, "JJ"\nJunior');
  await stakeholder(t, w.capTableId, 'SH-22', '+1 Fund');
  await stakeholder(t, w.capTableId, 'SH-23', '-Minus Capital');
  await append(t, w, {
    type: 'issuance',
    securityId: 'CS-20',
    kind: 'CS',
    stakeholderId: 'SH-20',
    quantity: '10',
    classId: 'CLS-1',
    price: '0.0001',
    date: D,
  });
  // Enough stakeholders for three keyset pages.
  await sql`INSERT INTO cap_stakeholder (cap_table_id, id, name, stakeholder_type)
    SELECT ${w.capTableId}, 'SHB-' || g, 'Bulk Holder ' || lpad(g::text, 5, '0'), 'INDIVIDUAL'
      FROM generate_series(1, ${MANY}) g`.execute(t.db);
});
afterAll(() => t.close());

const csv = (table: string, headers = w.members.captable_admin.headers) =>
  t.app.inject({ method: 'GET', url: w.url(`/export/${table}.csv`), headers });
const rows = (body: string) => parse(body, { columns: true }) as Record<string, string>[];

describe('CSV export', () => {
  it('answers text/csv as an attachment with a file name, not cached', async () => {
    const res = await csv('summary');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cap-table-summary.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const total = rows(res.body).find((r) => r.name === 'Total');
    expect(total).toMatchObject({ fully_diluted: '10000010', percent_fully_diluted: '100.0000%' });
  });

  it('escapes commas, quotes and line breaks, and keeps a formula as text', async () => {
    const res = await csv('stakeholders');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(res.body).toContain('"Doe, ""JJ""\nJunior"');
    const byId = new Map(rows(res.body).map((r) => [r.id, r]));
    expect(byId.get('SH-20')).toMatchObject({
      name: `'=HYPERLINK("http://evil.example","Click")`,
      email: "'@sum@x.example",
      outstanding_as_converted: '10',
    });
    expect(byId.get('SH-21')?.name).toBe('Doe, "JJ"\nJunior');
    expect(byId.get('SH-22')?.name).toBe("'+1 Fund");
    expect(byId.get('SH-23')?.name).toBe("'-Minus Capital");
    expect(byId.get('SH-3')).toMatchObject({ outstanding_as_converted: '1500000', options_and_warrants: '0' });
  });

  it('guards =, +, -, @, tab and return at the start of a cell, nothing else', () => {
    for (const v of ['=1+1', '+1', '-1', '@A1', '\tx', '\rx']) expect(guardFormula(v)).toBe(`'${v}`);
    for (const v of ['1500000', 'a=b', 'Founder A', '']) expect(guardFormula(v)).toBe(v);
  });

  it('reads every stakeholder across keyset pages, in name order, each once', async () => {
    const list = rows((await csv('stakeholders')).body);
    expect(list).toHaveLength(MANY + 11);
    expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
    const bulk = list.filter((r) => r.id?.startsWith('SHB-')).map((r) => r.name);
    expect(bulk[0]).toBe('Bulk Holder 00001');
    expect(bulk.at(-1)).toBe(`Bulk Holder ${String(MANY).padStart(5, '0')}`);
    expect([...bulk].sort()).toEqual(bulk);
  });

  it('securities, plans and the ledger carry amounts as exact strings', async () => {
    const sec = new Map(rows((await csv('securities')).body).map((r) => [r.id, r]));
    expect(sec.get('CS-20')).toMatchObject({
      quantity: '10',
      price: '0.0001',
      status: 'issued',
      stakeholder_id: 'SH-20',
    });
    expect(sec.get('CS-2')).toMatchObject({ status: 'ended', quantity: '2700000' });
    expect(sec.get('CS-3')).toMatchObject({ quantity: '2500000', parent_id: 'CS-2' });
    const plans = rows((await csv('plans')).body);
    expect(plans).toEqual([
      expect.objectContaining({ id: 'PLN-1', reserved: '1400000', outstanding_awards: '800000', available: '600000' }),
    ]);
    const ledger = rows((await csv('ledger')).body);
    const count = await t.db
      .selectFrom('cap_tx')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('cap_table_id', '=', w.capTableId)
      .executeTakeFirstOrThrow();
    expect(ledger).toHaveLength(Number(count.n));
    expect(ledger.map((r) => Number(r.seq))).toEqual(ledger.map((_, i) => i + 1));
    const repurchase = ledger.find((r) => r.type === 'repurchase');
    expect(JSON.parse(repurchase?.body ?? '{}')).toMatchObject({
      quantity: '200000',
      price: '0.01',
      disposition: 'treasury',
    });
  });

  it('holders need the right to read users; every export is audited', async () => {
    expect((await csv('holders', w.members.captable_viewer.headers)).statusCode).toBe(403);
    const res = await csv('holders', w.members.captable_editor.headers);
    expect(res.statusCode).toBe(200);
    expect(rows(res.body).find((r) => r.stakeholder_id === 'SH-1')).toMatchObject({
      status: 'not_invited',
      invited_on: '',
    });
    const audited = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'data'])
      .where('kind', '=', 'captable_exported')
      .where('actor_user_id', '=', w.members.captable_editor.userId)
      .execute();
    expect(audited.map((a) => (a.data as { table: string }).table)).toEqual(['holders']);
  });

  it('an unknown list answers 400; another company 404', async () => {
    expect((await csv('everything')).statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'GET',
      url: w.url('/export/ledger.csv', w.sibling.issuerId),
      headers: w.members.captable_admin.headers,
    });
    expect(other.statusCode).toBe(404);
  });
});
