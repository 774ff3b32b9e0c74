import { captable } from '@dl/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '#api/db/database.ts';
import {
  appendLedgerTx,
  type AppendOptions,
  type LedgerScope,
  type LedgerTxInput,
  loadLedgerState,
  nextIds,
  reserveIds,
} from '#api/modules/captable-ledger/index.ts';
import { capTableIdFor } from '#api/plugins/guards/captable.ts';
import { capCompany, insertStakeholder } from './captable-fixtures.ts';
import { createFiduciary, createUser } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp, scope: LedgerScope;

beforeAll(async () => {
  t = await buildTestApp();
  const fid = (await createFiduciary(t.db)).id;
  const issuerId = await capCompany(t, fid, 'Ledger Store Inc.');
  const user = await createUser(t.db, { memberships: [] });
  scope = { capTableId: await capTableIdFor(t.db, fid, issuerId), fiduciaryId: fid, userId: user.id };
  await insertStakeholder(t, scope.capTableId, 'SH-1', 'Ada Founder');
  await insertStakeholder(t, scope.capTableId, 'SH-2', 'Ben Investor');
});
afterAll(() => t.close());

const append = (body: LedgerTxInput, opts?: AppendOptions) =>
  t.db.transaction().execute((trx) => appendLedgerTx(trx, scope, body, opts));
const ids = (prefix: Parameters<typeof nextIds>[2], n = 1) =>
  t.db.transaction().execute((trx) => nextIds(trx, scope.capTableId, prefix, n));
const count = async (table: 'cap_tx' | 'cap_security' | 'audit_event', db: Executor = t.db) =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]?.n);
const security = (id: string) =>
  t.db
    .selectFrom('cap_security')
    .selectAll()
    .where('cap_table_id', '=', scope.capTableId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const D = '2026-01-15';

describe('nextIds', () => {
  it('numbers each prefix on its own and skips ids already present (imported)', async () => {
    expect(await ids('TRM', 2)).toEqual(['TRM-1', 'TRM-2']);
    expect(await ids('TRM')).toEqual(['TRM-3']);
    // SH-1 and SH-2 were written directly: the counter jumps past them.
    expect(await ids('SH')).toEqual(['SH-3']);
    expect(await ids('SH')).toEqual(['SH-4']);
  });

  it('moves counters past the numbers of imported ids', async () => {
    await t.db.transaction().execute((trx) => reserveIds(trx, scope.capTableId, ['WA-40', 'WA-7', 'PLN-3', 'OCF-ID']));
    expect(await ids('WA')).toEqual(['WA-41']);
    expect(await ids('PLN')).toEqual(['PLN-4']);
  });
});

describe('appendLedgerTx', () => {
  it('writes the projection rows that a replay of the ledger gives', async () => {
    await append(
      { type: 'stock_class', classId: 'CLS-1', kind: 'CS', authorized: '1000000', date: D },
      { classFields: { name: 'Common', price_per_share: '0.0001', board_approval_date: D } },
    );
    await append(
      {
        type: 'plan',
        planId: 'PLN-1',
        classId: 'CLS-1',
        reserved: '100000',
        cancellationBehavior: 'RETURN_TO_POOL',
        date: D,
      },
      { planFields: { name: '2026 Stock Plan', exercise_windows: { VOLUNTARY_OTHER: { period: 3, unit: 'month' } } } },
    );
    const [cs1] = (await ids('CS')) as [string];
    const issued = await append(
      {
        type: 'issuance',
        securityId: cs1,
        kind: 'CS',
        stakeholderId: 'SH-1',
        quantity: '1000',
        classId: 'CLS-1',
        price: '0.01',
        date: D,
      },
      { securityFields: { terms_id: 'TRM-1', terms_version: 1, details: { legend: 'Rule 144' } } },
    );
    expect(issued.tx.id).toMatch(/^TX-\d+$/);
    // A draft grant issued by the ledger keeps its terms, vesting and details.
    const [op1] = (await ids('OP')) as [string];
    await t.db
      .insertInto('cap_security')
      .values({
        cap_table_id: scope.capTableId,
        id: op1,
        kind: 'OP',
        status: 'draft',
        stakeholder_id: 'SH-2',
        plan_id: 'PLN-1',
        quantity: '5000',
        option_kind: 'iso',
        vesting: JSON.stringify({ kind: 'time', months: 48, cliffMonths: 12 }),
        details: JSON.stringify({ note: 'offer letter' }),
        created_on: new Date(),
        modified_on: new Date(),
      })
      .execute();
    await append({
      type: 'issuance',
      securityId: op1,
      kind: 'OP',
      stakeholderId: 'SH-2',
      quantity: '5000',
      planId: 'PLN-1',
      price: '0.5',
      date: D,
    });
    expect(await security(op1)).toMatchObject({
      status: 'issued',
      option_kind: 'iso',
      details: { note: 'offer letter' },
    });

    const [cs2, cs3] = (await ids('CS', 2)) as [string, string];
    await append({
      type: 'transfer',
      securityId: cs1,
      quantity: '300',
      toStakeholderId: 'SH-2',
      resultingId: cs2,
      balanceId: cs3,
      date: '2026-02-01',
    });
    expect(await security(cs1)).toMatchObject({ status: 'ended', quantity: '1000' });
    expect(await security(cs2)).toMatchObject({
      status: 'issued',
      quantity: '300',
      stakeholder_id: 'SH-2',
      parent_id: cs1,
      terms_id: 'TRM-1',
      details: { legend: 'Rule 144' },
    });
    expect(await security(cs3)).toMatchObject({
      status: 'issued',
      quantity: '700',
      stakeholder_id: 'SH-1',
      terms_version: 1,
    });

    const [cs4] = (await ids('CS')) as [string];
    const [op2, op3] = (await ids('OP', 2)) as [string, string];
    await append({
      type: 'exercise',
      securityId: op1,
      quantity: '1000',
      resultingId: cs4,
      classId: 'CLS-1',
      price: '0.5',
      balanceId: op2,
      date: '2026-03-01',
    });
    expect(await security(op2)).toMatchObject({
      kind: 'OP',
      quantity: '4000',
      option_kind: 'iso',
      vesting: { months: 48 },
    });
    expect(await security(cs4)).toMatchObject({ kind: 'CS', quantity: '1000', option_kind: null, vesting: null });
    await append({
      type: 'cancellation',
      securityId: op2,
      quantity: '500',
      reason: 'Left the company',
      balanceId: op3,
      date: '2026-04-01',
    });

    const plan = await t.db
      .selectFrom('cap_plan')
      .selectAll()
      .where('cap_table_id', '=', scope.capTableId)
      .executeTakeFirstOrThrow();
    expect(plan).toMatchObject({
      name: '2026 Stock Plan',
      reserved: '100000',
      outstanding_awards: '3500',
      issued_from_plan: '1000',
    });
    const cls = await t.db
      .selectFrom('cap_stock_class')
      .selectAll()
      .where('cap_table_id', '=', scope.capTableId)
      .executeTakeFirstOrThrow();
    expect(cls).toMatchObject({ name: 'Common', issued: '2000', authorized: '1000000', price_per_share: '0.0001' });

    const txs = await t.db
      .selectFrom('cap_tx')
      .select(['seq', 'id', 'body'])
      .where('cap_table_id', '=', scope.capTableId)
      .orderBy('seq')
      .execute();
    expect(txs.map((r) => r.seq)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    const replayed = captable.replay(txs.map((r) => r.body as unknown as captable.LedgerTx));
    if (!replayed.ok) throw new Error(replayed.error);
    const stored = await loadLedgerState(t.db, scope.capTableId);
    // The reducer's plan state also carries the plan transaction's own fields: compare the plan's.
    const plans = Object.fromEntries(
      Object.values(replayed.state.plans).map((p) => [
        p.planId,
        {
          planId: p.planId,
          classId: p.classId,
          reserved: p.reserved,
          cancellationBehavior: p.cancellationBehavior,
          outstandingAwards: p.outstandingAwards,
          issuedFromPlan: p.issuedFromPlan,
        },
      ]),
    );
    expect({ ...stored, txIds: [] }).toEqual({ ...replayed.state, plans, txIds: [] });
    expect(Object.keys(stored.securities).sort()).toEqual([cs1, cs2, cs3, cs4, op1, op2, op3].sort());
    const audits = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'subject', 'data'])
      .where('kind', '=', 'captable_tx')
      .orderBy('id')
      .execute();
    expect(audits).toHaveLength(7);
    expect(audits[2]).toMatchObject({
      subject: scope.capTableId,
      data: { tx_id: issued.tx.id, type: 'issuance', security_id: cs1 },
    });
  });

  it('refuses with the domain sentence and writes nothing', async () => {
    const before = [await count('cap_tx'), await count('cap_security'), await count('audit_event')];
    const [a, b] = (await ids('CS', 2)) as [string, string];
    const refused = append({
      type: 'transfer',
      securityId: 'CS-3',
      quantity: '999999',
      toStakeholderId: 'SH-2',
      resultingId: a,
      balanceId: b,
      date: D,
    });
    await expect(refused).rejects.toMatchObject({ status: 409, message: expect.stringContaining('it holds only 700') });
    await expect(
      append({ type: 'transfer', securityId: 'CS-1', quantity: '1', toStakeholderId: 'SH-2', resultingId: a, date: D }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringContaining('has ended') });
    // A given id already in the ledger, and a new id already taken, are refused too.
    await expect(append({ type: 'acceptance', securityId: 'CS-3', date: D }, { txId: 'TX-1' })).rejects.toMatchObject({
      status: 409,
    });
    await expect(
      append({
        type: 'transfer',
        securityId: 'CS-3',
        quantity: '700',
        toStakeholderId: 'SH-2',
        resultingId: 'CS-2',
        date: D,
      }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      append({
        type: 'issuance',
        securityId: a,
        kind: 'CS',
        stakeholderId: 'SH-404',
        quantity: '1',
        classId: 'CLS-1',
        date: D,
      }),
    ).rejects.toMatchObject({ status: 409, message: 'There is no stakeholder SH-404 in this cap table.' });
    expect([await count('cap_tx'), await count('cap_security'), await count('audit_event')]).toEqual(before);
  });

  it('keeps ledger rows append-only', async () => {
    await expect(
      sql`UPDATE cap_tx SET date = '2020-01-01' WHERE cap_table_id = ${scope.capTableId}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
  });

  it('runs two appends on one cap table one after the other', async () => {
    await append({ type: 'stock_class', classId: 'CLS-2', kind: 'PS', authorized: '100', date: D });
    const [x, y] = (await ids('PS', 2)) as [string, string];
    const results = await Promise.allSettled(
      [x, y].map((id) =>
        append({
          type: 'issuance',
          securityId: id,
          kind: 'PS',
          stakeholderId: 'SH-1',
          quantity: '60',
          classId: 'CLS-2',
          date: D,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.message).toContain('would exceed its 100 authorized shares (60 already issued)');
    const cls = await t.db
      .selectFrom('cap_stock_class')
      .select('issued')
      .where('id', '=', 'CLS-2')
      .executeTakeFirstOrThrow();
    expect(cls.issued).toBe('60');
    const seqs = await t.db
      .selectFrom('cap_tx')
      .select('seq')
      .where('cap_table_id', '=', scope.capTableId)
      .orderBy('seq')
      .execute();
    expect(seqs.map((s) => Number(s.seq))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('maps repurchase, conversion, acceptance, vesting start and retraction to the rows a replay gives', async () => {
    const ps = await t.db
      .selectFrom('cap_security')
      .select('id')
      .where('cap_table_id', '=', scope.capTableId)
      .where('kind', '=', 'PS')
      .where('status', '=', 'issued')
      .executeTakeFirstOrThrow();
    const [converted, kept, wrong] = (await ids('CS', 3)) as [string, string, string];
    await append({
      type: 'conversion',
      securityId: ps.id,
      resultingId: converted,
      classId: 'CLS-1',
      quantity: '120',
      date: '2026-05-01',
    });
    await append({
      type: 'repurchase',
      securityId: 'CS-3',
      quantity: '100',
      price: '0.02',
      disposition: 'treasury',
      balanceId: kept,
      date: '2026-05-02',
    });
    await append({ type: 'acceptance', securityId: 'CS-2', date: '2026-05-03' });
    await append({ type: 'vesting_start', securityId: 'OP-3', date: '2026-05-04' });
    await append({
      type: 'issuance',
      securityId: wrong,
      kind: 'CS',
      stakeholderId: 'SH-2',
      quantity: '5',
      classId: 'CLS-1',
      date: '2026-05-05',
    });
    await append({ type: 'retraction', securityId: wrong, reason: 'Issued to the wrong holder', date: '2026-05-06' });
    expect(await security('CS-2')).toMatchObject({ accepted: true, status: 'issued' });
    expect(await security('OP-3')).toMatchObject({ vesting_started_on: '2026-05-04' });
    expect(await security(wrong)).toMatchObject({ status: 'ended', ended_by_tx: expect.stringMatching(/^TX-/) });
    const cls = await t.db
      .selectFrom('cap_stock_class')
      .select(['id', 'issued', 'treasury'])
      .where('cap_table_id', '=', scope.capTableId)
      .orderBy('id')
      .execute();
    expect(cls).toEqual([
      { id: 'CLS-1', issued: '2120', treasury: '100' },
      { id: 'CLS-2', issued: '0', treasury: '0' },
    ]);
    const txs = await t.db
      .selectFrom('cap_tx')
      .select('body')
      .where('cap_table_id', '=', scope.capTableId)
      .orderBy('seq')
      .execute();
    const replayed = captable.replay(txs.map((r) => r.body as unknown as captable.LedgerTx));
    if (!replayed.ok) throw new Error(replayed.error);
    const stored = await loadLedgerState(t.db, scope.capTableId);
    expect(stored.securities).toEqual(replayed.state.securities);
    expect(stored.classes).toEqual(replayed.state.classes);
  });
});
