import type { OpportunityLifecycle } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';

/** Kysely queries of what an investor may reach: its memberships, discoverable opportunities, NDAs. */

/** The user's memberships on entities in this fiduciary (entity and role, one row per role). */
export function findEntityMemberships(db: Executor, fiduciaryId: string, userId: string) {
  return db
    .selectFrom('membership')
    .select(['entity_id', 'role'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('user_id', '=', userId)
    .where('entity_id', 'is not', null)
    .execute();
}

/**
 * The opportunity of this fiduciary when it has `status` and its access for `entityId` is not
 * CLOSED, else undefined.
 */
export function findOpenOpportunity(
  db: Executor,
  args: { fiduciaryId: string; opportunityId: string; entityId: string; status: OpportunityLifecycle },
) {
  return db
    .selectFrom('opportunity as o')
    .select(['o.id', 'o.name', 'o.minimum', 'o.opportunity_type'])
    .where('o.id', '=', args.opportunityId)
    .where('o.fiduciary_id', '=', args.fiduciaryId)
    .where('o.status', '=', args.status)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('opportunity_access as a')
            .select('a.entity_id')
            .whereRef('a.opportunity_id', '=', 'o.id')
            .where('a.entity_id', '=', args.entityId)
            .where('a.status', '=', 'CLOSED'),
        ),
      ),
    )
    .executeTakeFirst();
}

/** The entity's NDA for the opportunity in this fiduciary, or undefined. */
export function findNdaRow(db: Executor, fiduciaryId: string, opportunityId: string, entityId: string) {
  return db
    .selectFrom('nda')
    .select(['id', 'status', 'signed_on', 'signed_file_id', 'executed_file_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
}
