import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/** Stock classes and equity plans as the set-up reads them, with their history from the ledger (cap_tx_type_idx). */

const CLASS_COLUMNS = [
  'id',
  'name',
  'kind',
  'authorized',
  'issued',
  'treasury',
  'conversion_ratio',
  'price_per_share',
  'votes_per_share',
  'seniority',
  'terms_id',
  'board_approval_date',
] as const;

/** The cap table's classes (or one), common first, then by seniority and creation. */
export function findClasses(db: Executor, capTableId: string, classId?: string) {
  return db
    .selectFrom('cap_stock_class')
    .select(CLASS_COLUMNS)
    .where('cap_table_id', '=', capTableId)
    .$if(classId !== undefined, (q) => q.where('id', '=', classId as string))
    .orderBy('kind')
    .orderBy('seniority')
    .orderBy('created_on')
    .orderBy('id')
    .execute();
}

export async function classExists(db: Executor, capTableId: string, classId: string): Promise<boolean> {
  const row = await db
    .selectFrom('cap_stock_class')
    .select('id')
    .where('cap_table_id', '=', capTableId)
    .where('id', '=', classId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ledger rows of the given types, in date order, optionally only those naming one of `ids` under `key`. */
export function findLedgerRows(
  db: Executor,
  capTableId: string,
  types: readonly string[],
  named?: { key: 'classId' | 'planId'; ids: readonly string[] },
) {
  return db
    .selectFrom('cap_tx')
    .select(['id', 'date', 'body'])
    .where('cap_table_id', '=', capTableId)
    .where('type', 'in', types)
    .$if(named !== undefined, (q) =>
      q.where(sql<string>`body ->> ${named?.key as string}`, 'in', named?.ids.length ? named.ids : ['']),
    )
    .orderBy('date')
    .orderBy('seq')
    .execute();
}

const PLAN_COLUMNS = [
  'id',
  'name',
  'class_id',
  'reserved',
  'outstanding_awards',
  'issued_from_plan',
  'cancellation_behavior',
  'exercise_windows',
  'board_approval_date',
] as const;

export type PlanRow = Awaited<ReturnType<typeof findPlans>>[number];

/** A page of plans in creation order (or one plan). */
export function findPlans(db: Executor, capTableId: string, page?: { limit: number; offset: number }, planId?: string) {
  return db
    .selectFrom('cap_plan')
    .select(PLAN_COLUMNS)
    .where('cap_table_id', '=', capTableId)
    .$if(planId !== undefined, (q) => q.where('id', '=', planId as string))
    .orderBy('created_on')
    .orderBy('id')
    .$if(page !== undefined, (q) => q.limit(page?.limit as number).offset(page?.offset as number))
    .execute();
}

export async function countPlans(db: Executor, capTableId: string): Promise<number> {
  const row = await db
    .selectFrom('cap_plan')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('cap_table_id', '=', capTableId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Exercised shares of each plan: its securities' exercise transactions (cap_tx_type_idx, then the security's row). */
export async function findExercisedByPlan(db: Executor, capTableId: string, planIds: readonly string[]) {
  if (planIds.length === 0) return [];
  const rows = await sql<{ plan_id: string; exercised: string }>`
    SELECT s.plan_id, sum((x.body ->> 'quantity')::numeric)::text AS exercised
      FROM cap_tx x
      JOIN cap_security s ON s.cap_table_id = x.cap_table_id AND s.id = x.security_id
     WHERE x.cap_table_id = ${capTableId} AND x.type = 'exercise' AND s.plan_id IN (${sql.join(planIds)})
     GROUP BY s.plan_id`.execute(db);
  return rows.rows;
}
