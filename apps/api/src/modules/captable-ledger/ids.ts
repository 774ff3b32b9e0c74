import { captable } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/**
 * Ids inside a cap table (ADR 0032): `PREFIX-n`, numbered per prefix from `cap_table.counters` (the
 * next number of each prefix). Security ids use their kind's prefix; the ledger's transactions 'TX',
 * stakeholders 'SH', stock classes 'CLS', plans 'PLN', terms 'TRM'. An id is never handed out twice:
 * when an id the counter would give exists already (imported with an OCF id), the counter jumps past
 * the largest existing number of that prefix.
 */
export type IdPrefix = captable.SecurityKind | 'TX' | 'SH' | 'CLS' | 'PLN' | 'TRM';

const TABLE_OF: Record<IdPrefix, { table: string; column: string }> = {
  CS: { table: 'cap_security', column: 'id' },
  PS: { table: 'cap_security', column: 'id' },
  WA: { table: 'cap_security', column: 'id' },
  CN: { table: 'cap_security', column: 'id' },
  SAFE: { table: 'cap_security', column: 'id' },
  OP: { table: 'cap_security', column: 'id' },
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

/** Moves the counter of `prefix` by `n` (row locked until the transaction ends); the first number handed out. */
async function take(trx: Executor, capTableId: string, prefix: IdPrefix, n: number, floor: number): Promise<number> {
  const row = await sql<{ next: string }>`
    UPDATE cap_table
       SET counters = jsonb_set(counters, ARRAY[${prefix}::text],
             to_jsonb(GREATEST(COALESCE((counters ->> ${prefix})::bigint, 1), ${floor}::bigint) + ${n}::bigint))
     WHERE id = ${capTableId}
     RETURNING (counters ->> ${prefix})::bigint AS next`.execute(trx);
  const next = row.rows[0]?.next;
  if (next === undefined) throw new Error(`There is no cap table ${capTableId}.`);
  return Number(next) - n;
}

/** The largest number used with `prefix` in its table (0 when none). */
async function largestUsed(trx: Executor, capTableId: string, prefix: IdPrefix): Promise<number> {
  const { table, column } = TABLE_OF[prefix];
  const pattern = `^${prefix}-([0-9]{1,15})$`;
  const row = await sql<{ n: string | null }>`
    SELECT max((substring(${sql.ref(column)} from ${pattern}))::bigint) AS n
      FROM ${sql.table(table)}
     WHERE cap_table_id = ${capTableId} AND ${sql.ref(column)} LIKE ${`${prefix}-%`}`.execute(trx);
  return Number(row.rows[0]?.n ?? 0);
}

/** `n` new ids of `prefix` in the cap table, never used before in it. Call inside a transaction. */
export async function nextIds(trx: Executor, capTableId: string, prefix: IdPrefix, n = 1): Promise<string[]> {
  const first = await take(trx, capTableId, prefix, n, 1);
  const ids = Array.from({ length: n }, (_, i) => idOf(prefix, first + i));
  const { table, column } = TABLE_OF[prefix];
  const taken = await sql<{ id: string }>`
    SELECT ${sql.ref(column)} AS id FROM ${sql.table(table)}
     WHERE cap_table_id = ${capTableId} AND ${sql.ref(column)} IN (${sql.join(ids)}) LIMIT 1`.execute(trx);
  if (taken.rows.length === 0) return ids;
  // An imported id is in the way: continue after the largest number in use.
  const again = await take(trx, capTableId, prefix, n, (await largestUsed(trx, capTableId, prefix)) + 1);
  return Array.from({ length: n }, (_, i) => idOf(prefix, again + i));
}

/** After an import with given ids: each counter moves past the numbers those ids use. */
export async function reserveIds(trx: Executor, capTableId: string, ids: readonly string[]): Promise<void> {
  const largest = new Map<IdPrefix, number>();
  for (const id of ids) {
    const m = /^([A-Z]+)-(\d{1,15})$/.exec(id);
    if (!m || !Object.hasOwn(TABLE_OF, m[1] as string)) continue;
    const prefix = m[1] as IdPrefix;
    largest.set(prefix, Math.max(largest.get(prefix) ?? 0, Number(m[2])));
  }
  for (const [prefix, n] of largest) await take(trx, capTableId, prefix, 0, n + 1);
}
