import { captable } from '@dl/domain';
import { type AppendOptions, appendLedgerTx, type LedgerTxInput } from '#api/modules/captable-ledger/index.ts';
import type { CapWorld } from './captable-fixtures.ts';
import type { TestApp } from './helpers.ts';

/** Ledgers for the ownership, vesting, holders and CSV tests, written through the ledger store. */

export const D = '2025-01-15';

export async function stakeholder(
  t: TestApp,
  capTableId: string,
  id: string,
  name: string,
  extra: { email?: string | null; user_id?: string | null; entity_id?: string | null } = {},
): Promise<void> {
  await t.db
    .insertInto('cap_stakeholder')
    .values({
      cap_table_id: capTableId,
      id,
      name,
      stakeholder_type: 'INDIVIDUAL',
      email: extra.email ?? null,
      relationship: null,
      user_id: extra.user_id ?? null,
      entity_id: extra.entity_id ?? null,
    })
    .execute();
}

/** Appends one transaction as the cap table's admin; answers the transaction as the domain sees it. */
export async function append(t: TestApp, w: CapWorld, body: LedgerTxInput, opts?: AppendOptions) {
  const scope = { capTableId: w.capTableId, fiduciaryId: w.fid, userId: w.members.captable_admin.userId };
  const r = await t.db.transaction().execute((trx) => appendLedgerTx(trx, scope, body, opts));
  return r.tx;
}

/**
 * CAPTABLE 5's E1 with a fractional conversion ratio: founders, seed preferred at 1.5, options from a
 * plan, a warrant, a SAFE, 200,000 common repurchased into treasury. Answers the transactions in
 * ledger order (to replay them in the domain).
 */
export async function e1(t: TestApp, w: CapWorld): Promise<captable.LedgerTx[]> {
  const ct = w.capTableId;
  await stakeholder(t, ct, 'SH-1', 'Founder A');
  await stakeholder(t, ct, 'SH-2', 'Founder B');
  await stakeholder(t, ct, 'SH-3', 'Seed Fund');
  await stakeholder(t, ct, 'SH-4', 'Option Holder');
  await stakeholder(t, ct, 'SH-5', 'Warrant Holder');
  await stakeholder(t, ct, 'SH-6', 'SAFE Investor');
  await stakeholder(t, ct, 'SH-7', 'Nobody Yet');
  const txs: captable.LedgerTx[] = [];
  const add = async (body: LedgerTxInput, opts?: AppendOptions) => txs.push(await append(t, w, body, opts));
  await add(
    { type: 'stock_class', classId: 'CLS-1', kind: 'CS', authorized: '20000000', date: D },
    {
      classFields: { name: 'Common' },
    },
  );
  await add(
    { type: 'stock_class', classId: 'CLS-2', kind: 'PS', authorized: '1000000', conversionRatio: '1.5', date: D },
    { classFields: { name: 'Seed Preferred' } },
  );
  await add(
    {
      type: 'plan',
      planId: 'PLN-1',
      classId: 'CLS-1',
      reserved: '1400000',
      cancellationBehavior: 'RETURN_TO_POOL',
      date: D,
    },
    { planFields: { name: '2025 Equity Plan' } },
  );
  const issue = (securityId: string, kind: captable.SecurityKind, stakeholderId: string, quantity: string, more = {}) =>
    add({ type: 'issuance', securityId, kind, stakeholderId, quantity, date: D, ...more } as LedgerTxInput);
  await issue('CS-1', 'CS', 'SH-1', '4500000', { classId: 'CLS-1' });
  await issue('CS-2', 'CS', 'SH-2', '2700000', { classId: 'CLS-1' });
  await add({
    type: 'repurchase',
    securityId: 'CS-2',
    quantity: '200000',
    price: '0.01',
    disposition: 'treasury',
    balanceId: 'CS-3',
    date: D,
  });
  await issue('PS-1', 'PS', 'SH-3', '1000000', { classId: 'CLS-2' });
  await issue('OP-1', 'OP', 'SH-4', '800000', { planId: 'PLN-1' });
  await issue('WA-1', 'WA', 'SH-5', '100000');
  await issue('SAFE-1', 'SAFE', 'SH-6', '250000');
  return txs;
}

/** The domain's state after the transactions (the reference the API's figures are checked against). */
export function replayed(txs: readonly captable.LedgerTx[]): captable.LedgerState {
  const r = captable.replay(txs);
  if (!r.ok) throw new Error(r.error);
  return r.state;
}
