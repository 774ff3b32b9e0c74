import { captable } from '@dl/domain';
import type { Trx } from '#api/db/database.ts';
import { draftIssuanceForInvestment } from '#api/modules/captable-deals/index.ts';
import { appendLedgerTx, type LedgerScope } from '#api/modules/captable-ledger/index.ts';
import { capTableIdFor } from '#api/plugins/guards/index.ts';

/**
 * The demo company's cap table (issue 17): Northwind Robotics with common and Series A preferred
 * stock, an equity plan with two vesting option grants (one to holder@demo.test), a partial
 * transfer in the ledger, a warrant still in draft, and the draft issuance of every executed
 * investment in its opportunities (deal -> ledger), waiting for captable@demo.test to issue it.
 * Every number goes through the ledger store, as the portal writes it.
 */

const EXEMPTION = [{ description: 'Regulation D, Rule 506(b)', jurisdiction: 'US' }];
const SERIES_A_TERMS = {
  type: 2,
  originalIssuePrice: { amount: '1.25', currency: 'USD' },
  conversionPrice: { amount: '1.25', currency: 'USD' },
  conversionRatio: { numerator: '1', denominator: '1' },
  liquidationPreferenceMultiple: '1',
  participation: { kind: 'non_participating' },
  seniority: 2,
  antiDilutionProtection: 'Y',
  antiDilution: 'broad_weighted_average',
} as const;
const PLAN_WINDOWS = {
  voluntary: { period: 3, unit: 'month' },
  involuntary: { period: 3, unit: 'month' },
  with_cause: null,
  death: { period: 12, unit: 'month' },
  disability: { period: 12, unit: 'month' },
  retirement: { period: 12, unit: 'month' },
};
const STAKEHOLDERS = [
  { id: 'SH-1', name: 'Maya Chen', stakeholder_type: 'INDIVIDUAL', relationship: 'founder', email: null },
  { id: 'SH-2', name: 'Luis Ortega', stakeholder_type: 'INDIVIDUAL', relationship: 'founder', email: null },
  { id: 'SH-3', name: 'Harbor Seed Fund', stakeholder_type: 'INSTITUTION', relationship: 'investor', email: null },
  {
    id: 'SH-4',
    name: 'Hana Holder',
    stakeholder_type: 'INDIVIDUAL',
    relationship: 'employee',
    email: 'holder@demo.test',
  },
  {
    id: 'SH-5',
    name: 'Sam Patel',
    stakeholder_type: 'INDIVIDUAL',
    relationship: 'employee',
    email: 'sam.patel@demo.test',
  },
] as const;

const grantVesting = (start: string) => ({
  type: 'time',
  start_date: start,
  installments: 48,
  frequency: 'monthly',
  cliff_installment: 12,
});

export async function seedDemoCapTable(trx: Trx, fiduciaryId: string): Promise<void> {
  const northwind = await trx
    .selectFrom('issuer')
    .select('id')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('name', '=', 'Northwind Robotics')
    .executeTakeFirstOrThrow();
  const capTableId = await capTableIdFor(trx, fiduciaryId, northwind.id);
  const scope: LedgerScope = { capTableId, fiduciaryId, userId: null };
  const holder = await trx
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', 'holder@demo.test')
    .executeTakeFirst();

  await trx
    .insertInto('cap_stakeholder')
    .values(
      STAKEHOLDERS.map((s) => ({
        cap_table_id: capTableId,
        ...s,
        user_id: s.id === 'SH-4' ? (holder?.id ?? null) : null,
        entity_id: null,
      })),
    )
    .execute();
  if (captable.validateTerms(SERIES_A_TERMS as unknown as captable.SecurityTerms).length > 0)
    throw new Error('demo data: the Series A terms do not validate');
  await trx
    .insertInto('cap_terms')
    .values({
      cap_table_id: capTableId,
      terms_id: 'TRM-1',
      version: 1,
      type: 2,
      name: 'Series A Preferred terms',
      body: JSON.stringify(SERIES_A_TERMS),
      created_by: null,
    })
    .execute();

  const tx = (body: Parameters<typeof appendLedgerTx>[2], opts?: Parameters<typeof appendLedgerTx>[3]) =>
    appendLedgerTx(trx, scope, body, opts);
  await tx(
    { type: 'stock_class', classId: 'CLS-1', kind: 'CS', authorized: '20000000', date: '2019-03-01' },
    {
      classFields: { name: 'Common Stock', price_per_share: '0.0001', seniority: 1, board_approval_date: '2019-03-01' },
    },
  );
  await tx(
    {
      type: 'stock_class',
      classId: 'CLS-2',
      kind: 'PS',
      authorized: '6000000',
      conversionRatio: '1',
      date: '2022-06-01',
    },
    {
      classFields: {
        name: 'Series A Preferred',
        price_per_share: '1.25',
        seniority: 2,
        terms_id: 'TRM-1',
        board_approval_date: '2022-05-20',
      },
    },
  );
  await tx(
    {
      type: 'plan',
      planId: 'PLN-1',
      classId: 'CLS-1',
      reserved: '2000000',
      cancellationBehavior: 'RETURN_TO_POOL',
      date: '2019-03-01',
    },
    {
      planFields: {
        name: '2019 Equity Incentive Plan',
        exercise_windows: PLAN_WINDOWS,
        board_approval_date: '2019-03-01',
      },
    },
  );

  const stock = (id: string, details: Record<string, unknown> = {}) => ({
    securityFields: { details: { custom_id: id, security_law_exemptions: EXEMPTION, legends_none: true, ...details } },
  });
  await tx(
    {
      type: 'issuance',
      securityId: 'CS-1',
      kind: 'CS',
      stakeholderId: 'SH-1',
      quantity: '5000000',
      classId: 'CLS-1',
      price: '0.0001',
      date: '2019-03-01',
    },
    stock('CS-1'),
  );
  await tx(
    {
      type: 'issuance',
      securityId: 'CS-2',
      kind: 'CS',
      stakeholderId: 'SH-2',
      quantity: '4000000',
      classId: 'CLS-1',
      price: '0.0001',
      date: '2019-03-01',
    },
    stock('CS-2'),
  );
  await tx(
    {
      type: 'issuance',
      securityId: 'PS-1',
      kind: 'PS',
      stakeholderId: 'SH-3',
      quantity: '1600000',
      classId: 'CLS-2',
      price: '1.25',
      date: '2022-06-01',
    },
    { securityFields: { ...stock('PS-1').securityFields, terms_id: 'TRM-1', terms_version: 1 } },
  );
  // Luis sells 250,000 common shares to Harbor: CS-3 to the buyer, CS-4 the balance he keeps.
  await tx({
    type: 'transfer',
    securityId: 'CS-2',
    quantity: '250000',
    toStakeholderId: 'SH-3',
    resultingId: 'CS-3',
    balanceId: 'CS-4',
    date: '2024-09-30',
  });
  const grants = [
    { id: 'OP-1', holder: 'SH-4', quantity: '120000', kind: 'nso', start: '2023-01-15' },
    { id: 'OP-2', holder: 'SH-5', quantity: '80000', kind: 'iso', start: '2024-02-01' },
  ] as const;
  for (const g of grants) {
    await tx(
      {
        type: 'issuance',
        securityId: g.id,
        kind: 'OP',
        stakeholderId: g.holder,
        quantity: g.quantity,
        classId: 'CLS-1',
        planId: 'PLN-1',
        price: '0.45',
        date: g.start,
      },
      {
        securityFields: {
          option_kind: g.kind,
          vesting: grantVesting(g.start),
          details: {
            custom_id: g.id,
            security_law_exemptions: [{ description: 'Rule 701', jurisdiction: 'US' }],
            expiration_date: `${Number(g.start.slice(0, 4)) + 10}${g.start.slice(4)}`,
          },
        },
      },
    );
    await tx({ type: 'vesting_start', securityId: g.id, date: g.start });
  }
  await trx
    .insertInto('cap_security')
    .values({
      cap_table_id: capTableId,
      id: 'WA-1',
      kind: 'WA',
      status: 'draft',
      stakeholder_id: 'SH-3',
      class_id: 'CLS-2',
      plan_id: null,
      quantity: '100000',
      price: '1.25',
      terms_id: null,
      terms_version: null,
      option_kind: null,
      issue_date: null,
      parent_id: null,
      created_by_tx: null,
      ended_by_tx: null,
      vesting_started_on: null,
      vesting: null,
      details: JSON.stringify({ custom_id: 'WA-1' }),
      investment_id: null,
      certificate_file_id: null,
      created_by: null,
    })
    .execute();
  await trx
    .updateTable('cap_table')
    .set({ counters: JSON.stringify({ SH: 6, TRM: 2, CLS: 3, PLN: 2, CS: 5, PS: 2, OP: 3, WA: 2 }) })
    .where('id', '=', capTableId)
    .execute();

  const executed = await trx
    .selectFrom('investment as i')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .select('i.id')
    .where('i.fiduciary_id', '=', fiduciaryId)
    .where('o.issuer_id', '=', northwind.id)
    .where('i.status', '=', 'DEAL_EXECUTED')
    .orderBy('i.executed_on')
    .execute();
  for (const i of executed) await draftIssuanceForInvestment(trx, { fiduciaryId, userId: null, investmentId: i.id });
}
