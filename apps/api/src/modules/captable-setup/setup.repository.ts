import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { containsPattern } from '#api/db/like.ts';
import type { CapStakeholderTable } from '#api/db/schema-captable.ts';

/** The set-up's queries (ADR 0032): companies, stakeholders, terms versions (classes and plans are in setup-ledger.repository.ts). */

// --- Companies -----------------------------------------------------------------------------------

/** The tenant's companies among `ids` with their cap table's rounding profile, by name. */
export function findCompanies(db: Executor, fiduciaryId: string, ids: readonly string[]) {
  return db
    .selectFrom('issuer as i')
    .leftJoin('cap_table as c', 'c.issuer_id', 'i.id')
    .select(['i.id', 'i.name', 'c.id as cap_table_id', 'c.rounding_profile'])
    .where('i.fiduciary_id', '=', fiduciaryId)
    .where('i.id', 'in', ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000'])
    .orderBy('i.name')
    .orderBy('i.id')
    .execute();
}

export function findRoundingProfile(db: Executor, capTableId: string) {
  return db.selectFrom('cap_table').select('rounding_profile').where('id', '=', capTableId).executeTakeFirstOrThrow();
}

// --- Stakeholders ----------------------------------------------------------------------------------

const STAKEHOLDER_COLUMNS = [
  'id',
  'name',
  'stakeholder_type',
  'email',
  'relationship',
  'entity_id',
  'user_id',
  'created_on',
] as const;

export type StakeholderRow = NonNullable<Awaited<ReturnType<typeof findStakeholder>>>;

export function findStakeholder(db: Executor, capTableId: string, id: string, lock = false) {
  return db
    .selectFrom('cap_stakeholder')
    .select(STAKEHOLDER_COLUMNS)
    .where('cap_table_id', '=', capTableId)
    .where('id', '=', id)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** A page in name order (cap_stakeholder_name_idx) and the count, optionally names containing `search`. */
export async function pageStakeholders(
  db: Executor,
  capTableId: string,
  q: { limit: number; offset: number; search?: string | undefined },
) {
  const base = db
    .selectFrom('cap_stakeholder')
    .where('cap_table_id', '=', capTableId)
    .$if(Boolean(q.search), (b) =>
      b.where(sql<string>`lower(name)`, 'like', containsPattern((q.search as string).toLowerCase())),
    );
  const [rows, total] = await Promise.all([
    base.select(STAKEHOLDER_COLUMNS).orderBy(sql`lower(name)`).orderBy('id').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export async function insertStakeholder(db: Executor, row: Insertable<CapStakeholderTable>) {
  await db.insertInto('cap_stakeholder').values(row).execute();
}

export async function updateStakeholderRow(
  db: Executor,
  capTableId: string,
  id: string,
  set: Updateable<CapStakeholderTable>,
) {
  await db
    .updateTable('cap_stakeholder')
    .set(set)
    .where('cap_table_id', '=', capTableId)
    .where('id', '=', id)
    .execute();
}

// --- Terms ---------------------------------------------------------------------------------------

export interface TermsRow {
  terms_id: string;
  version: number;
  type: number;
  name: string;
  body: unknown;
  created_on: Date;
  in_use: boolean;
}

/** The latest version of each of the cap table's terms (or of one), deleted ones left out; in use: cap_security_terms_idx. */
export async function findLatestTerms(db: Executor, capTableId: string, termsId?: string): Promise<TermsRow[]> {
  const rows = await sql<TermsRow>`
    SELECT DISTINCT ON (t.terms_id) t.terms_id, t.version, t.type, t.name, t.body, t.created_on,
           EXISTS (SELECT 1 FROM cap_security s WHERE s.cap_table_id = ${capTableId}
                     AND s.terms_id = t.terms_id AND s.status <> 'draft') AS in_use
      FROM cap_terms t
     WHERE t.cap_table_id = ${capTableId} AND t.deleted_on IS NULL
       ${termsId === undefined ? sql`` : sql`AND t.terms_id = ${termsId}`}
     ORDER BY t.terms_id, t.version DESC`.execute(db);
  return rows.rows;
}

/** The current version's number and type (`lock`: every version FOR UPDATE), or undefined. */
export async function findCurrentTerms(db: Executor, capTableId: string, termsId: string, lock = false) {
  const rows = await db
    .selectFrom('cap_terms')
    .select(['version', 'type'])
    .where('cap_table_id', '=', capTableId)
    .where('terms_id', '=', termsId)
    .where('deleted_on', 'is', null)
    .orderBy('version', 'desc')
    .$if(lock, (q) => q.forUpdate())
    .execute();
  return rows[0];
}

export async function insertTermsVersion(
  db: Executor,
  row: {
    cap_table_id: string;
    terms_id: string;
    version: number;
    type: number;
    name: string;
    body: string;
    created_by: string;
  },
) {
  await db.insertInto('cap_terms').values(row).execute();
}

/** Up to three issued (or ended) securities under the terms, and how many there are. */
export async function findTermsUsers(db: Executor, capTableId: string, termsId: string) {
  const base = db
    .selectFrom('cap_security')
    .where('cap_table_id', '=', capTableId)
    .where('terms_id', '=', termsId)
    .where('status', '<>', 'draft');
  const first = await base.select('id').orderBy('id').limit(3).execute();
  if (first.length === 0) return { ids: [], count: 0 };
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { ids: first.map((r) => r.id), count: Number(total.n) };
}

export async function markTermsDeleted(db: Executor, capTableId: string, termsId: string) {
  await db
    .updateTable('cap_terms')
    .set({ deleted_on: sql`now()` })
    .where('cap_table_id', '=', capTableId)
    .where('terms_id', '=', termsId)
    .execute();
}
