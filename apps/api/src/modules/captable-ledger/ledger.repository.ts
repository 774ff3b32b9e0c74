import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { CapPlanTable, CapSecurityTable, CapStockClassTable } from '#api/db/schema-captable.ts';

/** The ledger store's queries (ADR 0032): the cap table's counters and lock, the ledger and its projection rows. */

// --- Counters --------------------------------------------------------------------------------------

/** Moves the counter of `prefix` to at least `floor`, then by `n`; the first number handed out (row locked). */
export async function takeNumbers(trx: Executor, capTableId: string, prefix: string, n: number, floor: number) {
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

export interface IdColumn {
  table: 'cap_security' | 'cap_tx' | 'cap_stakeholder' | 'cap_stock_class' | 'cap_plan' | 'cap_terms';
  column: 'id' | 'terms_id';
}

/** Whether any of `ids` is in use (primary-key lookups). */
export async function anyIdTaken(trx: Executor, capTableId: string, where: IdColumn, ids: readonly string[]) {
  const taken = await sql<{ id: string }>`
    SELECT ${sql.ref(where.column)} AS id FROM ${sql.table(where.table)}
     WHERE cap_table_id = ${capTableId} AND ${sql.ref(where.column)} IN (${sql.join(ids)}) LIMIT 1`.execute(trx);
  return taken.rows.length > 0;
}

/** The largest number used with `prefix` (0 when none): only when an imported id is in the counter's way. */
export async function largestNumberUsed(trx: Executor, capTableId: string, where: IdColumn, prefix: string) {
  const row = await sql<{ n: string | null }>`
    SELECT max((substring(${sql.ref(where.column)} from ${`^${prefix}-([0-9]{1,15})$`}))::bigint) AS n
      FROM ${sql.table(where.table)}
     WHERE cap_table_id = ${capTableId} AND ${sql.ref(where.column)} LIKE ${`${prefix}-%`}`.execute(trx);
  return Number(row.rows[0]?.n ?? 0);
}

// --- Reading -------------------------------------------------------------------------------------

/** Locks the cap table row until the transaction ends: appends to one cap table run one after another. */
export function lockCapTable(trx: Executor, capTableId: string) {
  return trx.selectFrom('cap_table').select('tx_seq').where('id', '=', capTableId).forUpdate().executeTakeFirst();
}

export async function txExists(trx: Executor, capTableId: string, id: string): Promise<boolean> {
  const row = await trx
    .selectFrom('cap_tx')
    .select('id')
    .where('cap_table_id', '=', capTableId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function stakeholderExists(trx: Executor, capTableId: string, id: string): Promise<boolean> {
  const row = await trx
    .selectFrom('cap_stakeholder')
    .select('id')
    .where('cap_table_id', '=', capTableId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

const SECURITY_COLUMNS = [
  'id',
  'kind',
  'status',
  'stakeholder_id',
  'class_id',
  'plan_id',
  'quantity',
  'price',
  'terms_id',
  'terms_version',
  'option_kind',
  'parent_id',
  'created_by_tx',
  'ended_by_tx',
  'transactions',
  'accepted',
  'vesting_started_on',
  'vesting',
  'details',
] as const;

export type SecurityRow = Awaited<ReturnType<typeof findSecurities>>[number];

export function findSecurities(db: Executor, capTableId: string, ids: readonly string[]) {
  return db
    .selectFrom('cap_security')
    .select(SECURITY_COLUMNS)
    .where('cap_table_id', '=', capTableId)
    .where('id', 'in', ids.length > 0 ? ids : [''])
    .execute();
}

/** Every issued or ended security of the cap table (tests and whole-package checks only, never views). */
export function findAllHoldingRows(db: Executor, capTableId: string) {
  return db
    .selectFrom('cap_security')
    .select(SECURITY_COLUMNS)
    .where('cap_table_id', '=', capTableId)
    .where('status', '<>', 'draft')
    .execute();
}

export function findClassNumbers(db: Executor, capTableId: string) {
  return db
    .selectFrom('cap_stock_class')
    .select(['id', 'kind', 'authorized', 'issued', 'treasury', 'conversion_ratio'])
    .where('cap_table_id', '=', capTableId)
    .execute();
}

export function findPlanNumbers(db: Executor, capTableId: string) {
  return db
    .selectFrom('cap_plan')
    .select(['id', 'class_id', 'reserved', 'cancellation_behavior', 'outstanding_awards', 'issued_from_plan'])
    .where('cap_table_id', '=', capTableId)
    .execute();
}

// --- Writing -------------------------------------------------------------------------------------

export async function insertClass(trx: Executor, row: Insertable<CapStockClassTable>) {
  await trx.insertInto('cap_stock_class').values(row).execute();
}

export async function updateClassNumbers(
  trx: Executor,
  capTableId: string,
  id: string,
  n: { authorized: string; issued: string; treasury: string },
) {
  await trx.updateTable('cap_stock_class').set(n).where('cap_table_id', '=', capTableId).where('id', '=', id).execute();
}

export async function insertPlan(trx: Executor, row: Insertable<CapPlanTable>) {
  await trx.insertInto('cap_plan').values(row).execute();
}

export async function updatePlanNumbers(
  trx: Executor,
  capTableId: string,
  id: string,
  n: { reserved: string; outstanding_awards: string; issued_from_plan: string },
) {
  await trx.updateTable('cap_plan').set(n).where('cap_table_id', '=', capTableId).where('id', '=', id).execute();
}

export async function insertSecurity(trx: Executor, row: Insertable<CapSecurityTable>) {
  await trx.insertInto('cap_security').values(row).execute();
}

export async function updateSecurity(trx: Executor, capTableId: string, id: string, set: Updateable<CapSecurityTable>) {
  await trx
    .updateTable('cap_security')
    .set({ ...set, modified_on: sql`now()` })
    .where('cap_table_id', '=', capTableId)
    .where('id', '=', id)
    .execute();
}

/** The ledger row, and the cap table's sequence moved to it. */
export async function insertTx(
  trx: Executor,
  row: {
    cap_table_id: string;
    seq: string;
    id: string;
    type: string;
    date: string;
    security_id: string | null;
    body: string;
    actor_user_id: string | null;
  },
) {
  await trx.insertInto('cap_tx').values(row).execute();
  await trx
    .updateTable('cap_table')
    .set({ tx_seq: row.seq, modified_on: sql`now()` })
    .where('id', '=', row.cap_table_id)
    .execute();
}
