import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

const COMPANY_COLUMNS = [
  'id',
  'name',
  'stage',
  'market',
  'details',
  'requires_internal_approval',
  'modified_on',
] as const;

/** The tenant's companies among `ids` (the caller's), by name. */
export function findCompanies(db: Executor, fiduciaryId: string, ids: readonly string[]) {
  return db
    .selectFrom('issuer')
    .select(COMPANY_COLUMNS)
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', 'in', ids)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** One company of the tenant (`lock`: FOR UPDATE, in a transaction). */
export function findCompany(db: Executor, fiduciaryId: string, id: string, lock = false) {
  return db
    .selectFrom('issuer')
    .select(COMPANY_COLUMNS)
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', id)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

export async function updateCompany(
  db: Executor,
  fiduciaryId: string,
  id: string,
  patch: {
    name: string;
    stage: string | null;
    market: string | null;
    details: string;
    requires_internal_approval: boolean;
  },
): Promise<void> {
  await db
    .updateTable('issuer')
    .set({ ...patch, modified_on: sql`now()` })
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', id)
    .execute();
}

/** Marks an uploaded file as a public image (served to investors and public pages without a token). */
export async function insertCompanyImage(db: Executor, row: { file_id: string; fiduciary_id: string }) {
  await db.insertInto('branding_image').values(row).execute();
}
