import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateOcfPackage } from '#api/platform/ocf/index.ts';
import { exportZip, importZip, parsedPackage, withHashes, zipOf } from './captable-ocf-fixtures.ts';
import { type SecWorld, secWorld, sharesDraft } from './captable-securities-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * OCF import refusals (issue 17 point 7, CAPTABLE 11.4): a broken package is refused whole with every
 * problem listed by file and object, and nothing is written; who may import and export.
 */

let t: TestApp, w: SecWorld, files: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  w = await secWorld(t, 'Source Holdings Inc.');
  const id = await w.draft(sharesDraft({ quantity: '1000000' }));
  await w.issue(id);
  const res = await w.act(id, {
    action: 'transfer',
    quantity: '250000',
    to_stakeholder_id: 'SH-3',
    date: '2026-02-01',
  });
  expect(res.statusCode, res.body).toBe(200);
  files = (await parsedPackage(await exportZip(t, w.url(), w.members.captable_admin))).pkg.files as Record<
    string,
    string
  >;
}, 180_000);
afterAll(() => t.close());

type Items = { items: Record<string, unknown>[] };
function edit(name: string, change: (items: Record<string, unknown>[]) => void, from = files) {
  const parsed = JSON.parse(from[name] as string) as Items;
  change(parsed.items);
  return { ...from, [name]: JSON.stringify(parsed) };
}

const rows = async (capTableId: string) => {
  const r = await sql<{ n: number }>`SELECT
      (SELECT count(*) FROM cap_stakeholder WHERE cap_table_id = ${capTableId})
    + (SELECT count(*) FROM cap_stock_class WHERE cap_table_id = ${capTableId})
    + (SELECT count(*) FROM cap_security WHERE cap_table_id = ${capTableId})
    + (SELECT count(*) FROM cap_tx WHERE cap_table_id = ${capTableId}) AS n`.execute(t.db);
  return Number(r.rows[0]?.n);
};
const siblingTable = async () =>
  (
    await t.db
      .selectFrom('cap_table')
      .select('id')
      .where('issuer_id', '=', w.sibling.issuerId)
      .executeTakeFirstOrThrow()
  ).id;
const intoSibling = async (pkg: Record<string, string>) =>
  importZip(t, w.url('', w.sibling.issuerId), w.sibling.admin, await zipOf(pkg));

describe('a broken package is refused whole', () => {
  it('lists a bad hash, a dangling reference and an impossible transfer together, and writes nothing', async () => {
    let broken = edit('Transactions.ocf.json', (items) => {
      const issuance = items.find((i) => i.object_type === 'TX_STOCK_ISSUANCE' && i.id === 'TX-4');
      if (issuance) issuance.stakeholder_id = 'SH-404';
      const transfer = items.find((i) => i.object_type === 'TX_STOCK_TRANSFER');
      if (transfer) transfer.quantity = '1000001';
    });
    broken = withHashes(broken);
    broken['Stakeholders.ocf.json'] = `${broken['Stakeholders.ocf.json']} `;
    const res = await intoSibling(broken);
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json() as { detail: string; problems: { file: string; object_id: string; message: string }[] };
    expect(body.detail).toMatch(/nothing was written/);
    expect(body.problems).toEqual([
      {
        file: 'Stakeholders.ocf.json',
        object_id: null,
        path: null,
        message: 'This file has changed since the manifest was written: its MD5 checksum does not match.',
      },
      {
        file: 'Transactions.ocf.json',
        object_id: 'TX-4',
        path: expect.stringMatching(/^\/items\/\d+\/stakeholder_id$/),
        message: 'This object names a stakeholder “SH-404” that is not in the package.',
      },
      {
        file: 'Transactions.ocf.json',
        object_id: 'TX-5',
        path: expect.stringMatching(/^\/items\/\d+\/quantity$/),
        message: 'This transaction transfers more than the security “CS-1” holds.',
      },
    ]);
    expect(await rows(await siblingTable())).toBe(0);
  });

  it('refuses what only the ledger knows (more shares than authorized) with the ledger’s sentence', async () => {
    const broken = withHashes(
      edit('StockClasses.ocf.json', (items) => {
        const common = items.find((i) => i.id === 'CLS-1');
        if (common) common.initial_shares_authorized = '900000';
      }),
    );
    const res = await intoSibling(broken);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().problems).toEqual([
      {
        file: 'Transactions.ocf.json',
        object_id: 'TX-4',
        path: expect.stringMatching(/^\/items\/\d+$/),
        message: expect.stringContaining('would exceed its 900000 authorized shares'),
      },
      // The transfer then acts on a security that was never issued.
      expect.objectContaining({ object_id: 'TX-5' }),
    ]);
    expect(await rows(await siblingTable())).toBe(0);
  });

  it('refuses what the ledger does not hold yet, naming it, and a file that is not a ZIP', async () => {
    const broken = withHashes(
      edit('Transactions.ocf.json', (items) => {
        items.push({
          object_type: 'TX_STOCK_CLASS_SPLIT',
          id: 'split-1',
          date: '2026-03-01',
          stock_class_id: 'CLS-1',
          split_ratio: { numerator: '2', denominator: '1' },
        });
      }),
    );
    const res = await intoSibling(broken);
    expect(res.statusCode).toBe(422);
    expect(res.json().problems).toEqual([
      expect.objectContaining({
        object_id: 'split-1',
        message: 'Digital Locker’s ledger does not record a stock class split yet; record it by hand after the import.',
      }),
    ]);
    const notZip = await importZip(t, w.url('', w.sibling.issuerId), w.sibling.admin, Buffer.from('{"items":[]}'));
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().detail).toBe('Please upload ZIP files only');
    expect(await rows(await siblingTable())).toBe(0);
  });
});

describe('who may export and import', () => {
  it('readers export; holders are refused; another tenant’s or an unknown company answers 404', async () => {
    for (const role of [
      'captable_viewer',
      'captable_editor',
      'captable_admin',
      'captable_super_admin',
      'tapp_admin',
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: w.url('/ocf/export'), headers: w.members[role].headers });
      expect(res.statusCode, role).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Source-Holdings-Inc.ocf.zip"');
    }
    // An empty cap table exports as a valid package too.
    const empty = await exportZip(t, w.url('', w.sibling.issuerId), w.sibling.admin);
    const { pkg } = await parsedPackage(empty);
    expect(validateOcfPackage(pkg)).toMatchObject({ valid: true, counts: { ISSUER: 1 } });
    const holder = await t.app.inject({ method: 'GET', url: w.url('/ocf/export'), headers: w.members.holder.headers });
    expect(holder.statusCode).toBe(403);
    const other = await t.app.inject({
      method: 'GET',
      url: w.url('/ocf/export', w.elsewhere.issuerId),
      headers: w.members.captable_admin.headers,
    });
    expect(other.statusCode).toBe(404);
  });

  it('only administrators import; editors and viewers are refused; another tenant’s company answers 404', async () => {
    const zip = await zipOf(files);
    for (const role of ['captable_editor', 'captable_viewer', 'holder'] as const) {
      const res = await importZip(t, w.url('', w.sibling.issuerId), w.members[role], zip);
      expect(res.statusCode, role).toBe(404); // not a member of the sibling company at all
      const own = await importZip(t, w.url(), w.members[role], zip);
      expect(own.statusCode, role).toBe(403);
    }
    const elsewhere = await importZip(t, w.url('', w.elsewhere.issuerId), w.members.captable_admin, zip);
    expect(elsewhere.statusCode).toBe(404);
    // The source company is not empty: 409 for its own administrator.
    const full = await importZip(t, w.url(), w.members.captable_admin, zip);
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toMatch(/empty cap table only/);
  });
});
