import type { OpportunityApproval, OpportunityLifecycle } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/** The approval columns of one of the tenant's opportunities (`lock`: FOR UPDATE, in a transaction). */
export function findApproval(db: Executor, fiduciaryId: string, opportunityId: string, lock = false) {
  return db
    .selectFrom('opportunity as o')
    .leftJoin('app_user as u', 'u.id', 'o.reviewed_by')
    .select([
      'o.id',
      'o.status',
      'o.approval_status',
      'o.rejection_reason',
      'o.reviewed_by',
      'o.reviewed_on',
      sql<string | null>`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`.as('reviewer_name'),
      'u.email as reviewer_email',
    ])
    .where('o.id', '=', opportunityId)
    .where('o.fiduciary_id', '=', fiduciaryId)
    .$if(lock, (q) => q.forUpdate('o'))
    .executeTakeFirst();
}

export type ApprovalRow = NonNullable<Awaited<ReturnType<typeof findApproval>>>;

/** Who created or changed the opportunity. */
export async function findEditorIds(db: Executor, fiduciaryId: string, opportunityId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('opportunity_editor')
    .select('user_id')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .execute();
  return rows.map((r) => r.user_id);
}

export function updateApproval(
  db: Executor,
  fiduciaryId: string,
  opportunityId: string,
  patch: {
    status: OpportunityLifecycle;
    approval_status: OpportunityApproval;
    rejection_reason: string | null;
    reviewed_by: string;
  },
) {
  return db
    .updateTable('opportunity')
    .set({ ...patch, reviewed_on: sql`now()`, modified_on: sql`now()` })
    .where('id', '=', opportunityId)
    .where('fiduciary_id', '=', fiduciaryId)
    .execute();
}

export async function findOpportunityTags(db: Executor, fiduciaryId: string, opportunityId: string) {
  const rows = await db
    .selectFrom('opportunity_tag')
    .select('tag')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .orderBy('tag')
    .execute();
  return rows.map((r) => r.tag);
}
