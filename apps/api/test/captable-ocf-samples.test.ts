import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateOcfPackage } from '#api/platform/ocf/index.ts';
import { type CapWorld, capCompany, capTableMember, capWorld } from './captable-fixtures.ts';
import { exportZip, importZip, parsedPackage, withHashes, zipOf } from './captable-ocf-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * The OCF v1.2.0 samples (issue 17 acceptance "the samples import without error"). The samples are a
 * catalogue: every object validates on its own, but the transactions point at placeholder ids
 * ("stakeholder-id", "test-security-id") and reuse one security id for unrelated examples. So:
 * - the published package with its transactions catalogue is refused whole, every problem listed;
 * - every sample object that is not a transaction (issuer, stakeholders, classes, plans, the three
 *   vesting-terms files, legends, valuations, financings, documents) imports as one package, and an
 *   export gives the kept objects back as they were;
 * - the catalogue's issuances, each given its own security id and pointed at the samples' own
 *   stakeholder, class, plan, legends and vesting terms, with a cancellation and a repurchase on one of
 *   them, import; the ones the ledger cannot hold (RSUs, a warrant without a quantity) are named.
 */

const SAMPLES = fileURLToPath(new URL('../ocf-schema/samples-v1.2.0/', import.meta.url));
const CATALOGUE = 'Transactions.ocf.json';

type Obj = Record<string, unknown>;
function samples(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(SAMPLES).filter((n) => n.endsWith('.ocf.json')))
    files[name] = readFileSync(`${SAMPLES}${name}`, 'utf8');
  return files;
}
const itemsOf = (files: Record<string, string>, name: string) =>
  (JSON.parse(files[name] as string) as { items: Obj[] }).items;

/** Every sample file in the manifest (the published one lists eight of them), transactions as given. */
function samplePackage(transactions: Obj[] | null): Record<string, string> {
  const files = samples();
  delete files['VestingTransactions.examples.ocf.json'];
  const manifest = JSON.parse(files['Manifest.ocf.json'] as string) as Obj;
  manifest.vesting_terms_files = [
    'VestingTerms.ocf.json',
    'VestingTerms.example1.ocf.json',
    'VestingTerms.example2.ocf.json',
  ].map((filepath) => ({ filepath, md5: '0'.repeat(32) }));
  manifest.documents_files = [{ filepath: 'Documents.ocf.json', md5: '0'.repeat(32) }];
  if (transactions === null) manifest.transactions_files = [];
  else files[CATALOGUE] = JSON.stringify({ file_type: 'OCF_TRANSACTIONS_FILE', items: transactions }, null, 2);
  if (transactions === null) delete files[CATALOGUE];
  files['Manifest.ocf.json'] = JSON.stringify(manifest, null, 2);
  return withHashes(files);
}

let t: TestApp, w: CapWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await capWorld(t, 'Sample Import Inc.');
}, 120_000);
afterAll(() => t.close());

/** A new empty company of the tenant with its cap-table admin. */
async function emptyCompany(name: string) {
  const issuerId = await capCompany(t, w.fid, name);
  return { issuerId, admin: await capTableMember(t, w.fid, issuerId, 'captable_admin') };
}

describe('the OCF samples', () => {
  it('the published package: its transactions catalogue is refused whole, every problem in that file', async () => {
    const c = await emptyCompany('Catalogue Inc.');
    const files = withHashes(samples());
    const res = await importZip(t, w.url('', c.issuerId), c.admin, await zipOf(files));
    expect(res.statusCode).toBe(422);
    const problems = res.json().problems as { file: string; message: string }[];
    expect(problems.length).toBeGreaterThan(20);
    expect(new Set(problems.map((p) => p.file))).toEqual(new Set([CATALOGUE]));
    expect(problems.map((p) => p.message)).toContain(
      'This object names a stakeholder “stakeholder-id” that is not in the package.',
    );
  });

  it('every sample object that is not a transaction imports, and the kept objects export as they were', async () => {
    const c = await emptyCompany('Reference Objects Inc.');
    const files = samplePackage(null);
    const res = await importZip(t, w.url('', c.issuerId), c.admin, await zipOf(files));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.counts).toEqual({
      ISSUER: 1,
      STAKEHOLDER: 4,
      STOCK_CLASS: 2,
      STOCK_PLAN: 1,
      VESTING_TERMS: 7,
      STOCK_LEGEND_TEMPLATE: 1,
      VALUATION: 1,
      FINANCING: 1,
      DOCUMENT: 3,
    });
    const out = await parsedPackage(await exportZip(t, w.url('', c.issuerId), c.admin));
    expect(validateOcfPackage(out.pkg).problems).toEqual([]);
    const items = (name: string) => (out.json[name] as { items: Obj[] }).items;
    for (const name of ['StockLegends.ocf.json', 'Valuations.ocf.json', 'Financings.ocf.json', 'Documents.ocf.json'])
      expect(items(name), name).toEqual(expect.arrayContaining(itemsOf(files, name)));
    const vesting = [
      'VestingTerms.ocf.json',
      'VestingTerms.example1.ocf.json',
      'VestingTerms.example2.ocf.json',
    ].flatMap((n) => itemsOf(files, n));
    expect(items('VestingTerms.ocf.json')).toEqual(expect.arrayContaining(vesting));
    // Stakeholders come back with every field (names, contacts, addresses, tax ids, comments; an empty
    // list of comments is left out).
    const stakeholders = itemsOf(files, 'Stakeholders.ocf.json').map(({ comments, ...s }) =>
      Array.isArray(comments) && comments.length > 0 ? { ...s, comments } : s,
    );
    expect(items('Stakeholders.ocf.json')).toEqual(expect.arrayContaining(stakeholders));
  });

  it('the catalogue’s issuances pointed at the samples’ own objects import; RSUs and a warrant without a quantity are named', async () => {
    const files = samples();
    const holder = 'stakeholder-sample-individual-all-fields';
    const common = '8d8371e8-d41d-4a49-9f42-b91758fd155d';
    const plan = '257e5da9-5268-465c-84be-f6d4d4703a9b';
    const legends = itemsOf(files, 'StockLegends.ocf.json').map((l) => l.id);
    const issuances = itemsOf(files, CATALOGUE)
      .filter((i) => String(i.object_type).endsWith('_ISSUANCE'))
      .map(
        (i): Obj => ({
          ...i,
          security_id: `sec-${String(i.id)}`,
          stakeholder_id: holder,
          ...(i.stock_class_id ? { stock_class_id: common } : {}),
          ...(i.stock_plan_id ? { stock_plan_id: plan } : {}),
          ...(i.stock_legend_ids ? { stock_legend_ids: legends } : {}),
          ...(i.vesting_terms_id ? { vesting_terms_id: '4yr-1yr-cliff-schedule' } : {}),
        }),
      );
    // The catalogue's cancellation (37) and repurchase (33), each leaving a balance with its own issuance.
    const stock = issuances.find((i) => i.id === 'test-stock-issuance-minimal') as Obj;
    const balance = (n: number, quantity: string) => ({
      ...stock,
      id: `balance-${n}-issuance`,
      security_id: `sec-balance-${n}`,
      quantity,
    });
    const sample = (id: string) => itemsOf(files, CATALOGUE).find((i) => i.id === id) as Obj;
    const actions = [
      {
        ...sample('test-stock-cancellation-full-fields'),
        security_id: stock.security_id,
        balance_security_id: 'sec-balance-1',
      },
      balance(1, '963'),
      {
        ...sample('test-stock-repurchase-full-fields'),
        security_id: 'sec-balance-1',
        balance_security_id: 'sec-balance-2',
      },
      balance(2, '930'),
    ];
    const c = await emptyCompany('Catalogue Issuances Inc.');
    const all = await importZip(
      t,
      w.url('', c.issuerId),
      c.admin,
      await zipOf(samplePackage([...issuances, ...actions])),
    );
    expect(all.statusCode).toBe(422);
    const refused = all.json().problems as { object_id: string; message: string }[];
    expect(refused.map((p) => [p.object_id, p.message])).toEqual([
      ['test-plan-security-issuance-minimal', 'Digital Locker’s ledger holds options only, not RSU awards.'],
      ['test-plan-security-issuance-full-fields', 'Digital Locker’s ledger holds options only, not RSU awards.'],
      ['test-equity-compensation-issuance-no-plan', 'Digital Locker’s ledger holds options only, not RSU awards.'],
      ['test-pps-based-warrant-issuance-full-fields', 'Digital Locker needs the quantity of each security it records.'],
      // In date order: this one is dated 2023.
      [
        'test-plan-security-issuance-minimal-with-vestings-array',
        'Digital Locker’s ledger holds options only, not RSU awards.',
      ],
    ]);
    const held = issuances.filter((i) => !refused.some((p) => p.object_id === i.id));
    const res = await importZip(t, w.url('', c.issuerId), c.admin, await zipOf(samplePackage([...held, ...actions])));
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.db
      .selectFrom('cap_security')
      .innerJoin('cap_table', 'cap_table.id', 'cap_security.cap_table_id')
      .select(['cap_security.id', 'kind', 'status', 'quantity'])
      .where('cap_table.issuer_id', '=', c.issuerId)
      .orderBy('cap_security.id')
      .execute();
    // Each held issuance is a security; the stock one ended by the cancellation, its balance by the repurchase.
    expect(rows).toHaveLength(held.length + 2);
    expect(rows.find((r) => r.id === 'CS-sec-test-stock-issuance-minimal')).toMatchObject({ status: 'ended' });
    expect(rows.find((r) => r.id === 'CS-sec-balance-1')).toMatchObject({ status: 'ended', quantity: '963' });
    expect(rows.find((r) => r.id === 'CS-sec-balance-2')).toMatchObject({ status: 'issued', quantity: '930' });
    const out = await parsedPackage(await exportZip(t, w.url('', c.issuerId), c.admin));
    expect(validateOcfPackage(out.pkg).problems).toEqual([]);
  });
});
