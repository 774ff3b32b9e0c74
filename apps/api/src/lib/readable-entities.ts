import { INVESTOR_ROLES, toInvestorRole } from '@dl/domain';
import type { AppContext } from './context.ts';
import type { InvestorScope } from '../plugins/guards/index.ts';

/**
 * Entities whose positions and investments the caller may read (every investor role, viewers too),
 * from the tenant guard's membership cache: as fresh as the guard's own check, without a query per
 * request. Sorted, so it can be part of a memo key.
 */
export async function readableEntities(ctx: AppContext, scope: InvestorScope): Promise<string[]> {
  const rows = await ctx.memberships.get(ctx.db, scope.userId, scope.fiduciaryId);
  const ids = new Set<string>();
  for (const row of rows) {
    const role = toInvestorRole(row.role);
    if (row.entity_id && role && Object.values(INVESTOR_ROLES).includes(role)) ids.add(row.entity_id);
  }
  return [...ids].sort();
}
