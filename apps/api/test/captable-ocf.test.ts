import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendLedgerTx, type LedgerTxInput } from '#api/modules/captable-ledger/index.ts';
import { validateOcfPackage } from '#api/platform/ocf/index.ts';
import { exportZip, importZip, parsedPackage } from './captable-ocf-fixtures.ts';
import { optionDraft, type SecWorld, secWorld, sharesDraft } from './captable-securities-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/**
 * OCF export and import (issue 17 point 7): a cap table built through the API (classes, preferred,
 * a plan, options with vesting, a partial transfer, an exercise, a cancellation, amendments, a draft)
 * exports as a package valid against the v1.2.0 schemas; it imports into an empty company and exports
 * again as the same objects.
 */

let t: TestApp, w: SecWorld;

async function issued(body: object): Promise<string> {
  const id = await w.draft(body);
  await w.issue(id);
  return id;
}

async function act(id: string, body: object): Promise<string[]> {
  const res = await w.act(id, body);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return (res.json() as { data: { created: string[] } }).data.created;
}

beforeAll(async () => {
  t = await buildTestApp();
  w = await secWorld(t, 'Round Trip Robotics Inc.');
  await t.db
    .insertInto('cap_terms')
    .values(
      [1, 2].map((version) => ({
        cap_table_id: w.capTableId,
        terms_id: 'TRM-1',
        version,
        type: 1,
        name: `Common v${version}`,
        body: JSON.stringify({ type: 1, pricePerShare: { amount: `0.000${version}`, currency: 'USD' } }),
      })),
    )
    .execute();
  const founder = await issued(sharesDraft({ quantity: '1000000', terms_id: 'TRM-1' }));
  await act(founder, { action: 'transfer', quantity: '100000', to_stakeholder_id: 'SH-3', date: '2026-02-01' });
  await issued(
    sharesDraft({ kind: 'PS', class_id: 'CLS-2', stakeholder_id: 'SH-3', quantity: '500000', price: '1.25' }),
  );
  const grant = await issued(optionDraft());
  await act(grant, { action: 'exercise', quantity: '12000', date: '2025-03-01' });
  const iso = await issued(optionDraft({ quantity: '10000', option_kind: 'iso' }));
  await act(iso, { action: 'cancel', quantity: '4000', reason: 'Part of the grant given back', date: '2025-06-01' });
  await issued(
    sharesDraft({
      stakeholder_id: 'SH-2',
      quantity: '24000',
      vesting: {
        type: 'custom',
        rows: [
          { date: '2026-06-01', amount: '12000' },
          { date: '2027-06-01', amount: '12000' },
        ],
      },
    }),
  );
  const admin = w.members.captable_admin;
  const adjusted = await w.call(admin, 'POST', '/stock-classes/CLS-1/authorized', {
    authorized: '12000000',
    date: '2026-03-01',
  });
  expect(adjusted.statusCode, adjusted.body).toBe(200);
  const amended = await w.call(w.members.captable_editor, 'POST', '/plans/PLN-1/amendments', {
    reserved: '2000000',
    date: '2026-03-02',
  });
  expect(amended.statusCode, amended.body).toBe(200);
  await convertiblesAndWarrant();
  await w.draft(sharesDraft({ quantity: '5000' }));
}, 180_000);

/** A SAFE (converted into preferred), a note and a warrant (partly exercised), written through the ledger store. */
async function convertiblesAndWarrant() {
  const usd = (amount: string) => ({ amount, currency: 'USD' });
  await t.db
    .insertInto('cap_terms')
    .values([
      {
        cap_table_id: w.capTableId,
        terms_id: 'TRM-2',
        version: 1,
        type: 4,
        name: 'Post-money SAFE',
        body: JSON.stringify({
          type: 4,
          purchaseAmount: usd('50000'),
          valuationCap: usd('8000000'),
          conversionDiscount: '0.2',
          timing: 'post_money',
          mfn: false,
          conversionTrigger: { kind: 'equity_financing', minimumRaise: usd('1000000') },
        }),
      },
      {
        cap_table_id: w.capTableId,
        terms_id: 'TRM-3',
        version: 1,
        type: 5,
        name: 'Bridge note',
        body: JSON.stringify({
          type: 5,
          principal: usd('100000'),
          termMonths: 18,
          discount: '0.15',
          interestRate: [{ rate: '0.08', from: '2025-01-01' }],
          compounding: 'simple',
          accrual: 'annual',
          dayCount: 'ACTUAL_365',
          valuationCap: usd('10000000'),
        }),
      },
    ])
    .execute();
  const D = '2025-01-01';
  await t.db.transaction().execute(async (trx) => {
    const add = (body: LedgerTxInput, opts?: Parameters<typeof appendLedgerTx>[3]) =>
      appendLedgerTx(trx, w.ledger, body, opts);
    const exemptions = { details: { security_law_exemptions: [{ description: 'Reg D', jurisdiction: 'US' }] } };
    await add(
      { type: 'issuance', securityId: 'SAFE-1', kind: 'SAFE', stakeholderId: 'SH-3', quantity: '50000', date: D },
      { securityFields: { terms_id: 'TRM-2', terms_version: 1, ...exemptions } },
    );
    await add(
      { type: 'issuance', securityId: 'CN-1', kind: 'CN', stakeholderId: 'SH-3', quantity: '100000', date: D },
      { securityFields: { terms_id: 'TRM-3', terms_version: 1 } },
    );
    await add({
      type: 'issuance',
      securityId: 'WA-1',
      kind: 'WA',
      stakeholderId: 'SH-3',
      quantity: '20000',
      price: '1.25',
      date: D,
    });
    await add({
      type: 'conversion',
      securityId: 'SAFE-1',
      resultingId: 'PS-9',
      classId: 'CLS-2',
      quantity: '40000',
      date: '2026-02-15',
    });
    await add({
      type: 'exercise',
      securityId: 'WA-1',
      quantity: '5000',
      resultingId: 'CS-9',
      classId: 'CLS-1',
      price: '1.25',
      balanceId: 'WA-2',
      date: '2026-02-20',
    });
  });
}
afterAll(() => t.close());

const objectFiles = (json: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(json).filter(([name]) => name !== 'Manifest.ocf.json'));

describe('OCF export', () => {
  it('exports a package that validates against the OCF 1.2.0 schemas, hashes, references and replay', async () => {
    const zip = await exportZip(t, w.url(), w.members.captable_viewer);
    const { pkg, json } = await parsedPackage(zip);
    const report = validateOcfPackage(pkg);
    expect(report.problems).toEqual([]);
    expect(report.valid).toBe(true);
    expect(report.counts).toMatchObject({
      STAKEHOLDER: 3,
      STOCK_CLASS: 2,
      STOCK_PLAN: 1,
      VESTING_TERMS: 1,
      TX_STOCK_TRANSFER: 1,
      TX_EQUITY_COMPENSATION_EXERCISE: 1,
      TX_EQUITY_COMPENSATION_CANCELLATION: 1,
      TX_STOCK_CLASS_AUTHORIZED_SHARES_ADJUSTMENT: 1,
      TX_STOCK_PLAN_POOL_ADJUSTMENT: 1,
      TX_VESTING_START: 3,
    });
    // Issued: founder, preferred, two grants, custom-vesting shares; created by actions: transfer part
    // and balance, exercised shares and the grant's balance, the cancelled grant's balance.
    // And the preferred shares of the SAFE's conversion, the common shares of the warrant's exercise.
    expect(report.counts.TX_STOCK_ISSUANCE).toBe(8);
    expect(report.counts).toMatchObject({
      TX_CONVERTIBLE_ISSUANCE: 2,
      TX_CONVERTIBLE_CONVERSION: 1,
      TX_WARRANT_ISSUANCE: 2,
      TX_WARRANT_EXERCISE: 1,
    });
    expect(report.counts.TX_EQUITY_COMPENSATION_ISSUANCE).toBe(4);
    const manifest = json['Manifest.ocf.json'] as { comments: string[]; issuer: Record<string, unknown> };
    expect(manifest.issuer).toMatchObject({ legal_name: 'Round Trip Robotics Inc.', object_type: 'ISSUER' });
    expect(manifest.comments).toContain('dl:rounding_profile=DL-DEFAULT');
    // Common v1 and v2, the SAFE's and the note's terms.
    expect(manifest.comments.filter((c) => c.startsWith('dl:terms='))).toHaveLength(4);
    expect(manifest.comments.filter((c) => c.startsWith('dl:draft='))).toHaveLength(1);
    const items = (json['Transactions.ocf.json'] as { items: Record<string, unknown>[] }).items;
    const option = items.find((i) => i.object_type === 'TX_EQUITY_COMPENSATION_ISSUANCE' && i.quantity === '48000');
    expect(option).toMatchObject({
      compensation_type: 'OPTION_NSO',
      exercise_price: { amount: '0.5', currency: 'USD' },
      expiration_date: '2034-01-30',
      vesting_terms_id: 'dl-vesting-48-monthly-cliff-12-CUMULATIVE_ROUND_DOWN',
      termination_exercise_windows: expect.arrayContaining([
        { reason: 'VOLUNTARY_OTHER', period: 3, period_type: 'MONTHS' },
        { reason: 'INVOLUNTARY_OTHER', period: 90, period_type: 'DAYS' },
      ]),
    });
    const safe = items.find((i) => i.security_id === 'SAFE-1' && i.object_type === 'TX_CONVERTIBLE_ISSUANCE');
    expect(safe).toMatchObject({
      convertible_type: 'SAFE',
      investment_amount: { amount: '50000', currency: 'USD' },
      conversion_triggers: [
        {
          type: 'AUTOMATIC_ON_CONDITION',
          trigger_condition: 'Converts at the next equity financing. Minimum raise 1000000 USD.',
          conversion_right: {
            conversion_mechanism: {
              type: 'SAFE_CONVERSION',
              conversion_timing: 'POST_MONEY',
              conversion_mfn: false,
              conversion_discount: '0.2',
              conversion_valuation_cap: { amount: '8000000', currency: 'USD' },
            },
          },
        },
      ],
    });
    const note = items.find((i) => i.security_id === 'CN-1');
    expect(note).toMatchObject({
      convertible_type: 'NOTE',
      conversion_triggers: [
        {
          type: 'AUTOMATIC_ON_DATE',
          trigger_date: '2026-07-01',
          conversion_right: {
            conversion_mechanism: {
              type: 'CONVERTIBLE_NOTE_CONVERSION',
              interest_rates: [{ rate: '0.08', accrual_start_date: '2025-01-01' }],
              compounding_type: 'SIMPLE',
              interest_accrual_period: 'ANNUAL',
            },
          },
        },
      ],
    });
    const custom = items.find((i) => Array.isArray(i.vestings));
    expect(custom?.vestings).toEqual([
      { date: '2026-06-01', amount: '12000' },
      { date: '2027-06-01', amount: '12000' },
    ]);
  });

  it('round trip: imports into an empty company and exports the same objects', async () => {
    const first = await exportZip(t, w.url(), w.members.captable_viewer);
    const target = w.sibling;
    const res = await importZip(t, w.url('', target.issuerId), target.admin, first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.counts).toMatchObject({ STAKEHOLDER: 3, STOCK_CLASS: 2, TX_STOCK_TRANSFER: 1 });
    const second = await exportZip(t, w.url('', target.issuerId), target.admin);
    const a = await parsedPackage(first);
    const b = await parsedPackage(second);
    expect(validateOcfPackage(b.pkg).problems).toEqual([]);
    expect(objectFiles(b.json)).toEqual(objectFiles(a.json));
    const ma = a.json['Manifest.ocf.json'] as Record<string, unknown>;
    const mb = b.json['Manifest.ocf.json'] as Record<string, unknown>;
    expect(mb.comments).toEqual(ma.comments);
    // The same bytes: the manifest's file hashes agree too.
    for (const list of [
      'stakeholders_files',
      'stock_classes_files',
      'stock_plans_files',
      'vesting_terms_files',
      'transactions_files',
    ])
      expect(mb[list], list).toEqual(ma[list]);
    // The import is audited with its counts, and each ledger transaction on its own.
    const targetTable = await t.db
      .selectFrom('cap_table')
      .select('id')
      .where('issuer_id', '=', target.issuerId)
      .executeTakeFirstOrThrow();
    const audits = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'data', 'actor_user_id'])
      .where('subject', '=', targetTable.id)
      .execute();
    const imported = audits.find((a) => a.kind === 'captable_ocf_import');
    expect(imported).toMatchObject({
      actor_user_id: target.admin.userId,
      data: { stakeholders: 3, drafts: 1, terms: 4, objects: expect.objectContaining({ STOCK_CLASS: 2 }) },
    });
    expect(audits.filter((a) => a.kind === 'captable_tx').length).toBe(
      await t.db
        .selectFrom('cap_tx')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('cap_table_id', '=', targetTable.id)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    );
    // A second import into the now used cap table is refused.
    const again = await importZip(t, w.url('', target.issuerId), target.admin, first);
    expect(again.statusCode).toBe(409);
  });
});
