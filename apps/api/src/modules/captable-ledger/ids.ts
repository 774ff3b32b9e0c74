import { captable } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { anyIdTaken, type IdColumn, largestNumberUsed, takeNumbers } from './ledger.repository.ts';

/**
 * Ids inside a cap table (ADR 0032): `PREFIX-n`, numbered per prefix from `cap_table.counters` (the
 * next number of each prefix). Security ids use their kind's prefix; the ledger's transactions 'TX',
 * stakeholders 'SH', stock classes 'CLS', plans 'PLN', terms 'TRM'. An id is never handed out twice:
 * when an id the counter would give exists already (imported with an OCF id), the counter jumps past
 * the largest existing number of that prefix.
 */
export type IdPrefix = captable.SecurityKind | 'TX' | 'SH' | 'CLS' | 'PLN' | 'TRM';

const SECURITIES: IdColumn = { table: 'cap_security', column: 'id' };
const WHERE: Record<IdPrefix, IdColumn> = {
  CS: SECURITIES,
  PS: SECURITIES,
  WA: SECURITIES,
  CN: SECURITIES,
  SAFE: SECURITIES,
  OP: SECURITIES,
  TX: { table: 'cap_tx', column: 'id' },
  SH: { table: 'cap_stakeholder', column: 'id' },
  CLS: { table: 'cap_stock_class', column: 'id' },
  PLN: { table: 'cap_plan', column: 'id' },
  TRM: { table: 'cap_terms', column: 'terms_id' },
};

const idOf = (prefix: IdPrefix, n: number): string =>
  (captable.SECURITY_KINDS as readonly string[]).includes(prefix)
    ? captable.securityId(prefix as captable.SecurityKind, n)
    : `${prefix}-${n}`;

const range = (prefix: IdPrefix, first: number, n: number) =>
  Array.from({ length: n }, (_, i) => idOf(prefix, first + i));

/** `n` new ids of `prefix` in the cap table, never used before in it. Call inside a transaction. */
export async function nextIds(trx: Executor, capTableId: string, prefix: IdPrefix, n = 1): Promise<string[]> {
  const ids = range(prefix, await takeNumbers(trx, capTableId, prefix, n, 1), n);
  if (!(await anyIdTaken(trx, capTableId, WHERE[prefix], ids))) return ids;
  // An imported id is in the way: continue after the largest number in use.
  const floor = (await largestNumberUsed(trx, capTableId, WHERE[prefix], prefix)) + 1;
  return range(prefix, await takeNumbers(trx, capTableId, prefix, n, floor), n);
}

/** After an import with given ids: each counter moves past the numbers those ids use. */
export async function reserveIds(trx: Executor, capTableId: string, ids: readonly string[]): Promise<void> {
  const largest = new Map<IdPrefix, number>();
  for (const id of ids) {
    const m = /^([A-Z]+)-(\d{1,15})$/.exec(id);
    if (!m || !Object.hasOwn(WHERE, m[1] as string)) continue;
    const prefix = m[1] as IdPrefix;
    largest.set(prefix, Math.max(largest.get(prefix) ?? 0, Number(m[2])));
  }
  for (const [prefix, n] of largest) await takeNumbers(trx, capTableId, prefix, 0, n + 1);
}
