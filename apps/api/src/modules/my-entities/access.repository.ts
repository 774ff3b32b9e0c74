import type { Executor } from '#api/db/database.ts';

/** Kysely queries of what a caller may do with entities and of their KYC state; every one filters on the fiduciary. */

/** The entities' KYC form responses in this fiduciary (entity and status), oldest change first. */
export function findKycResponseStatuses(db: Executor, fiduciaryId: string, entityIds: string[]) {
  return db
    .selectFrom('form_response')
    .select(['entity_id', 'status'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('entity_id', 'in', entityIds)
    .where('form_id', 'like', 'KYC\\_%')
    .orderBy('modified_on', 'asc')
    .execute();
}

/** The entities' decided (5 Approved, 6 Denied) invitations in this fiduciary, oldest change first. */
export function findKycDecisions(db: Executor, fiduciaryId: string, entityIds: string[]) {
  return db
    .selectFrom('invitation')
    .select(['entity_id', 'status'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('entity_id', 'in', entityIds)
    .where('status', 'in', [5, 6])
    .orderBy('modified_on', 'asc')
    .execute();
}

/** The roles, among `roles`, the user holds on one entity of this fiduciary. */
export async function findRolesOnEntity(
  db: Executor,
  args: { fiduciaryId: string; userId: string; entityId: string; roles: readonly string[] },
): Promise<string[]> {
  const rows = await db
    .selectFrom('membership')
    .select('role')
    .where('fiduciary_id', '=', args.fiduciaryId)
    .where('user_id', '=', args.userId)
    .where('entity_id', '=', args.entityId)
    .where('role', 'in', args.roles)
    .execute();
  return rows.map((r) => r.role);
}
