import type { InvestmentStats } from '@dl/contracts';
import { fromCents, toCents } from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import type { InvestorScope } from '#api/plugins/guards/index.ts';
import { readableEntities } from '#api/lib/readable-entities.ts';
import {
  countOpenCapitalCallPayments,
  countOpenOpportunities,
  countUnsignedFiduciaryDocuments,
  investmentSums,
} from './stats.repository.ts';

/**
 * Dashboard cards (ADR 0013). Sums are taken in SQL on numeric and read as decimal strings.
 * pending_actions: payments waiting for 'confirm payment sent' (the initial payment of an executed
 * investment, mirrored on investment.payment_status, and capital-call payments), deals waiting for the
 * investor's signature (DEAL_APPROVED, DEAL_SIGN_IN_PROCESS), and fiduciary documents to sign.
 * open_opportunities: published opportunities not closed for the current entity and not invested in.
 */
export async function investmentStats(ctx: AppContext, scope: InvestorScope): Promise<InvestmentStats> {
  const entityIds = await readableEntities(ctx, scope);
  const { fiduciaryId } = scope;
  const ids = entityIds.length > 0 ? entityIds : ['00000000-0000-0000-0000-000000000000'];
  const [sums, payments, documents, open] = await Promise.all([
    investmentSums(ctx.db, fiduciaryId, ids),
    countOpenCapitalCallPayments(ctx.db, fiduciaryId, ids),
    countUnsignedFiduciaryDocuments(ctx.db, fiduciaryId, ids),
    countOpenOpportunities(ctx.db, fiduciaryId, scope.entityId),
  ]);
  return {
    invested: fromCents(toCents(sums.invested)),
    committed: fromCents(toCents(sums.committed)),
    pending_actions: Number(sums.actions) + Number(payments.n) + Number(documents.n),
    open_opportunities: Number(open.n),
  };
}
