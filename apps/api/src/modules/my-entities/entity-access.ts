import { INVESTOR_FIDUCIARY_ROLES, type InvestorRole, investorCan, toInvestorRole } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { notFound } from '#api/lib/app-error.ts';
import { findRolesOnEntity } from './access.repository.ts';

export const INVESTOR_MEMBERSHIP_ROLES = Object.values(INVESTOR_FIDUCIARY_ROLES);
const RANK: Record<InvestorRole, number> = { INVESTOR_ADMIN: 3, INVESTOR: 2, VIEWER: 1 };

/** The strongest of several investor roles (a person may hold more than one on an entity). */
export function strongest(roles: Iterable<InvestorRole>): InvestorRole | null {
  let best: InvestorRole | null = null;
  for (const role of roles) if (!best || RANK[role] > RANK[best]) best = role;
  return best;
}

/**
 * ADR 0022: the entity's own investor (INVESTOR) and its investor admins manage it (details and
 * authorized parties); a viewer only reads it.
 */
export const canManage = (role: InvestorRole | null) => investorCan(role, 'entities.manage');

/** The caller's role on one entity of this fiduciary; null when they hold none. */
export async function roleOnEntity(
  db: Executor,
  args: { fiduciaryId: string; userId: string; entityId: string },
): Promise<InvestorRole | null> {
  const roles = await findRolesOnEntity(db, { ...args, roles: INVESTOR_MEMBERSHIP_ROLES });
  return strongest(roles.map((r) => toInvestorRole(r)).filter((r): r is InvestorRole => r !== null));
}

/**
 * The entity, when the caller may manage it. Another user's entity, another tenant's, or one the
 * caller only views all answer 404 for changes: the caller learns nothing about entities not theirs.
 */
export async function requireManagedEntity(
  db: Executor,
  args: { fiduciaryId: string; userId: string; entityId: string },
): Promise<InvestorRole> {
  const role = await roleOnEntity(db, args);
  if (!canManage(role)) throw notFound();
  return role as InvestorRole;
}
