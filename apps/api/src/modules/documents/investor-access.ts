import { INVESTOR_ROLES, type InvestorRole, toInvestorRole } from '@dl/domain';
import type { Executor } from '../../db/database.ts';

/** Opportunities an investor may see: lifecycle Published (spec 4), and not CLOSED for the entity. */
export const DISCOVERABLE_STATUS = 'Published';

export interface InvestorEntity {
  entityId: string;
  role: InvestorRole;
}

/**
 * The investing entities a user stands for in one fiduciary, with the strongest investor role held
 * for each. Reading is open to every one of them (a viewer may look); acting (invest, review) needs
 * INVESTOR or INVESTOR_ADMIN (spec 6).
 */
export async function investorEntities(db: Executor, fiduciaryId: string, userId: string): Promise<InvestorEntity[]> {
  const rows = await db
    .selectFrom('membership')
    .select(['entity_id', 'role'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('user_id', '=', userId)
    .where('entity_id', 'is not', null)
    .execute();
  const byEntity = new Map<string, InvestorRole>();
  for (const row of rows) {
    const role = toInvestorRole(row.role);
    if (!role || !row.entity_id) continue;
    const held = byEntity.get(row.entity_id);
    if (!held || held === INVESTOR_ROLES.VIEWER) byEntity.set(row.entity_id, role);
  }
  return [...byEntity].map(([entityId, role]) => ({ entityId, role }));
}

export function canActFor(entities: readonly InvestorEntity[], entityId: string): boolean {
  return entities.some((e) => e.entityId === entityId && e.role !== INVESTOR_ROLES.VIEWER);
}

/** The opportunity when `entityId` may discover it in this fiduciary, else undefined. */
export function findDiscoverableOpportunity(
  db: Executor,
  fiduciaryId: string,
  opportunityId: string,
  entityId: string,
) {
  return db
    .selectFrom('opportunity as o')
    .select(['o.id', 'o.name', 'o.minimum', 'o.opportunity_type'])
    .where('o.id', '=', opportunityId)
    .where('o.fiduciary_id', '=', fiduciaryId)
    .where('o.status', '=', DISCOVERABLE_STATUS)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('opportunity_access as a')
            .select('a.entity_id')
            .whereRef('a.opportunity_id', '=', 'o.id')
            .where('a.entity_id', '=', entityId)
            .where('a.status', '=', 'CLOSED'),
        ),
      ),
    )
    .executeTakeFirst();
}

export function findNda(db: Executor, fiduciaryId: string, opportunityId: string, entityId: string) {
  return db
    .selectFrom('nda')
    .select(['id', 'status', 'signed_on', 'signed_file_id', 'executed_file_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
}
