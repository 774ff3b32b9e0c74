import { INVESTOR_ROLES, type InvestorRole, investorCan, toInvestorRole } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { findEntityMemberships, findNdaRow, findOpenOpportunity } from './investor-access.repository.ts';

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
  const rows = await findEntityMemberships(db, fiduciaryId, userId);
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
  return entities.some((e) => e.entityId === entityId && investorCan(e.role, 'investor.act'));
}

/** The opportunity when `entityId` may discover it in this fiduciary, else undefined. */
export function findDiscoverableOpportunity(
  db: Executor,
  fiduciaryId: string,
  opportunityId: string,
  entityId: string,
) {
  return findOpenOpportunity(db, { fiduciaryId, opportunityId, entityId, status: DISCOVERABLE_STATUS });
}

/** The entity's NDA for the opportunity in this fiduciary, or undefined. */
export function findNda(db: Executor, fiduciaryId: string, opportunityId: string, entityId: string) {
  return findNdaRow(db, fiduciaryId, opportunityId, entityId);
}
