import type { InvestmentStats } from '@dl/contracts';
import { fromCents, toCents } from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import type { InvestorScope } from '#api/plugins/guards/index.ts';
import { readableEntities } from '#api/lib/readable-entities.ts';
import { countPendingActions } from './pending-actions.ts';
import { countOpenOpportunities, investmentSums } from './stats.repository.ts';

/**
 * Dashboard cards (ADR 0013), each by its definition in the domain's investor-figures (ADR 0033).
 * Sums are taken in SQL on numeric and read as decimal strings; invested is the portfolio summary's
 * unfiltered cost, pending_actions the count of `GET investors/actions`.
 */
export async function investmentStats(ctx: AppContext, scope: InvestorScope): Promise<InvestmentStats> {
  const entityIds = await readableEntities(ctx, scope);
  const { fiduciaryId } = scope;
  const ids = entityIds.length > 0 ? entityIds : ['00000000-0000-0000-0000-000000000000'];
  const [sums, pending, open] = await Promise.all([
    investmentSums(ctx.db, fiduciaryId, ids),
    countPendingActions(ctx, scope),
    countOpenOpportunities(ctx.db, fiduciaryId, scope.entityId),
  ]);
  return {
    invested: fromCents(toCents(sums.invested)),
    committed: fromCents(toCents(sums.committed)),
    pending_actions: pending,
    open_opportunities: Number(open.n),
  };
}
