import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { StoredFileTable } from '#api/db/schema.ts';
import type { CapSecurityTable } from '#api/db/schema-captable.ts';
import { SECURITY_COLUMNS } from './security-columns.ts';

/** SQL of the cap table's securities: lists on cap_security_list_idx, one row, its chain and children. */

export interface SecurityFilter {
  status?: 'draft' | 'issued' | 'ended' | undefined;
  kind?: string | undefined;
  stakeholder_id?: string | undefined;
  class_id?: string | undefined;
  plan_id?: string | undefined;
}

function base(db: Executor, capTableId: string) {
  return db
    .selectFrom('cap_security as s')
    .leftJoin('cap_stakeholder as h', (j) =>
      j.onRef('h.cap_table_id', '=', 's.cap_table_id').onRef('h.id', '=', 's.stakeholder_id'),
    )
    .leftJoin('cap_plan as p', (j) => j.onRef('p.cap_table_id', '=', 's.cap_table_id').onRef('p.id', '=', 's.plan_id'))
    .where('s.cap_table_id', '=', capTableId);
}

function filtered(db: Executor, capTableId: string, f: SecurityFilter) {
  return base(db, capTableId)
    .$if(f.status !== undefined, (q) => q.where('s.status', '=', f.status as 'draft'))
    .$if(f.kind !== undefined, (q) => q.where('s.kind', '=', f.kind as 'CS'))
    .$if(f.stakeholder_id !== undefined, (q) => q.where('s.stakeholder_id', '=', f.stakeholder_id as string))
    .$if(f.class_id !== undefined, (q) => q.where('s.class_id', '=', f.class_id as string))
    .$if(f.plan_id !== undefined, (q) => q.where('s.plan_id', '=', f.plan_id as string));
}

export async function findSecurityPage(
  db: Executor,
  capTableId: string,
  f: SecurityFilter,
  page: { limit: number; offset: number },
) {
  const [rows, total] = await Promise.all([
    filtered(db, capTableId, f)
      .select([...SECURITY_COLUMNS])
      .orderBy('s.status')
      .orderBy('s.kind')
      .orderBy('s.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, capTableId, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export type SecurityRecord = Awaited<ReturnType<typeof findSecurityPage>>['rows'][number];

export function findSecurity(db: Executor, capTableId: string, id: string, lock = false) {
  return base(db, capTableId)
    .select([...SECURITY_COLUMNS])
    .where('s.id', '=', id)
    .$if(lock, (q) => q.forUpdate('s'))
    .executeTakeFirst();
}

/** The ids of the security's ancestors (parent_id walked in SQL, on the primary key), nearest first. */
export async function ancestorIds(db: Executor, capTableId: string, id: string): Promise<string[]> {
  const { rows } = await sql<{ id: string; depth: number }>`
    WITH RECURSIVE chain(id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM cap_security WHERE cap_table_id = ${capTableId} AND id = ${id}
      UNION ALL
      SELECT s.id, s.parent_id, c.depth + 1 FROM cap_security s
        JOIN chain c ON s.cap_table_id = ${capTableId} AND s.id = c.parent_id
      WHERE c.depth < 1000
    )
    SELECT id, depth FROM chain WHERE depth > 0 ORDER BY depth`.execute(db);
  return rows.map((r) => r.id);
}

/** Securities split from or resulting from this one (few; read by parent). */
export async function childIds(db: Executor, capTableId: string, id: string): Promise<string[]> {
  const rows = await db
    .selectFrom('cap_security')
    .select('id')
    .where('cap_table_id', '=', capTableId)
    .where('parent_id', '=', id)
    .orderBy('id')
    .limit(500)
    .execute();
  return rows.map((r) => r.id);
}

/** The current (highest, not deleted) version of a terms id, or undefined. */
export function currentTermsVersion(db: Executor, capTableId: string, termsId: string) {
  return db
    .selectFrom('cap_terms')
    .select(['version', 'type', 'name', 'body'])
    .where('cap_table_id', '=', capTableId)
    .where('terms_id', '=', termsId)
    .where('deleted_on', 'is', null)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function termsVersion(db: Executor, capTableId: string, termsId: string, version: number) {
  return db
    .selectFrom('cap_terms')
    .select(['version', 'type', 'name', 'body'])
    .where('cap_table_id', '=', capTableId)
    .where('terms_id', '=', termsId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Which of the ids exist in the cap table (stakeholders, classes or plans), for a draft's references. */
export async function existingIds(
  db: Executor,
  table: 'cap_stakeholder' | 'cap_stock_class' | 'cap_plan',
  capTableId: string,
  id: string,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('cap_table_id', '=', capTableId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export function findPlan(db: Executor, capTableId: string, planId: string) {
  return db
    .selectFrom('cap_plan')
    .select(['id', 'class_id', 'exercise_windows', 'cancellation_behavior'])
    .where('cap_table_id', '=', capTableId)
    .where('id', '=', planId)
    .executeTakeFirst();
}

export function findClass(db: Executor, capTableId: string, classId: string) {
  return db
    .selectFrom('cap_stock_class')
    .select(['id', 'name', 'kind'])
    .where('cap_table_id', '=', capTableId)
    .where('id', '=', classId)
    .executeTakeFirst();
}

/**
 * Locks the cap table's row until the transaction ends: every change of its ledger takes this lock
 * first (appendLedgerTx and nextIds take it too), so writers of one cap table never wait in a cycle.
 */
export async function lockCapTable(db: Executor, capTableId: string): Promise<void> {
  await db.selectFrom('cap_table').select('id').where('id', '=', capTableId).forUpdate().executeTakeFirst();
}

// --- Writes of drafts and of the security rows an action changes ------------------------------------

export async function insertDraftRow(db: Executor, values: Insertable<CapSecurityTable>): Promise<void> {
  await db.insertInto('cap_security').values(values).execute();
}

export async function updateSecurityRow(
  db: Executor,
  capTableId: string,
  id: string,
  set: Updateable<CapSecurityTable>,
): Promise<void> {
  await db.updateTable('cap_security').set(set).where('cap_table_id', '=', capTableId).where('id', '=', id).execute();
}

export async function deleteDraftRow(db: Executor, capTableId: string, id: string): Promise<void> {
  await db
    .deleteFrom('cap_security')
    .where('cap_table_id', '=', capTableId)
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .execute();
}

/** Adds keys to a security's details (a jsonb merge, never a rewrite of its other keys). */
export async function mergeSecurityDetails(
  db: Executor,
  capTableId: string,
  id: string,
  extra: Record<string, unknown>,
  set: Updateable<CapSecurityTable> = {},
): Promise<void> {
  await db
    .updateTable('cap_security')
    .set({ ...set, details: sql`details || ${JSON.stringify(extra)}::jsonb`, modified_on: new Date() })
    .where('cap_table_id', '=', capTableId)
    .where('id', '=', id)
    .execute();
}

// --- Certificates and documents ------------------------------------------------------------------

/** The issued share holdings among `ids`, with what their certificate says. */
export function shareRowsToCertify(db: Executor, capTableId: string, ids: readonly string[]) {
  return db
    .selectFrom('cap_security as s')
    .innerJoin('cap_stakeholder as h', (j) =>
      j.onRef('h.cap_table_id', '=', 's.cap_table_id').onRef('h.id', '=', 's.stakeholder_id'),
    )
    .leftJoin('cap_stock_class as c', (j) =>
      j.onRef('c.cap_table_id', '=', 's.cap_table_id').onRef('c.id', '=', 's.class_id'),
    )
    .select(['s.id', 's.kind', 's.quantity', 's.price', 's.issue_date', 'h.name as holder', 'c.name as class_name'])
    .where('s.cap_table_id', '=', capTableId)
    .where('s.id', 'in', ids.length > 0 ? [...ids] : [''])
    .where('s.kind', 'in', ['CS', 'PS'])
    .where('s.status', '=', 'issued')
    .execute();
}

export async function issuerName(db: Executor, issuerId: string): Promise<string> {
  const row = await db.selectFrom('issuer').select('name').where('id', '=', issuerId).executeTakeFirstOrThrow();
  return row.name;
}

export async function insertStoredFile(db: Executor, row: Insertable<StoredFileTable>): Promise<void> {
  await db.insertInto('stored_file').values(row).execute();
}

/** The investment's signed and countersigned deal documents (file ids), in the tenant. */
export function investmentFiles(db: Executor, fiduciaryId: string, investmentId: string) {
  return db
    .selectFrom('investment')
    .select(['signed_file_id', 'countersigned_file_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', investmentId)
    .executeTakeFirst();
}

export function storedFileNames(db: Executor, fiduciaryId: string, ids: string[]) {
  return db
    .selectFrom('stored_file')
    .select(['id', 'name'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', 'in', ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000'])
    .execute();
}
