import type { InvestmentList, InvestmentWithOpportunity } from '@dl/contracts';
import { DEAL_PRE_FORM } from '@dl/domain';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { type InvestorScope, NOT_PERMITTED } from '#api/plugins/guards/index.ts';
import { readableEntities } from '#api/lib/readable-entities.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { canActFor, findDiscoverableOpportunity, investorEntities } from '../documents/index.ts';
import { toInvestment, toInvestmentWithOpportunity } from './investments.mapper.ts';
import {
  findInvestmentById,
  findInvestmentEntity,
  findInvestmentPage,
  findInvestmentsByIds,
  findLiveInvestment,
  type InvestmentFilters,
  markDealReviewed,
} from './investments.repository.ts';

/**
 * The fund-admin deals list: a page of the tenant's investments and the (memoised) count of the
 * filter. Pages are kept per process until the tenant's deals change (ADR 0028).
 */
export function listInvestments(
  ctx: AppContext,
  filters: Omit<InvestmentFilters, 'entityIds'>,
  page: { page: number; limit: number; ordering?: string | undefined },
): Promise<InvestmentList> {
  const key = JSON.stringify([filters, page.page, page.limit, page.ordering ?? null]);
  return ctx.modules.investments.dealPages.get(filters.fiduciaryId, key, async () => {
    const [count, rows] = await Promise.all([
      ctx.modules.investments.index.count(ctx, filters),
      findInvestmentPage(ctx.db, filters, {
        limit: page.limit,
        offset: (page.page - 1) * page.limit,
        ordering: page.ordering,
      }),
    ]);
    return { count, results: rows.map(toInvestmentWithOpportunity) };
  });
}

/**
 * Spec 7 `GET investments` for an investor (Latest Transactions): the page is a slice of the
 * caller's memoised id index (investment-index.ts, ADR 0013), its rows read by primary key.
 */
export async function listInvestorInvestments(
  ctx: AppContext,
  scope: InvestorScope,
  filters: Omit<InvestmentFilters, 'fiduciaryId' | 'entityIds'>,
  page: { page: number; limit: number; ordering?: string | undefined },
): Promise<InvestmentList> {
  const entityIds = await readableEntityIds(ctx, scope);
  const ids = await ctx.modules.investments.index.get(
    ctx,
    scope.userId,
    { ...filters, fiduciaryId: scope.fiduciaryId, entityIds },
    page.ordering,
  );
  const offset = (page.page - 1) * page.limit;
  const rows = await findInvestmentsByIds(ctx.db, scope.fiduciaryId, ids.slice(offset, offset + page.limit));
  return { count: ids.length, results: rows.map(toInvestmentWithOpportunity) };
}

/**
 * Entities whose investments an investor may read: every entity they stand for (viewers too), from
 * the tenant guard's membership cache.
 */
function readableEntityIds(ctx: AppContext, scope: InvestorScope): Promise<string[]> {
  return readableEntities(ctx, scope);
}

/** An investment of an entity the investor stands for, else 404 (another tenant's too). */
export async function findReadableInvestment(ctx: AppContext, scope: InvestorScope, id: string) {
  const row = await findInvestmentById(ctx.db, scope.fiduciaryId, id);
  if (!row || !(await readableEntityIds(ctx, scope)).includes(row.entity_id)) throw notFound();
  return row;
}

/**
 * Spec 7 `GET investments/{id}`: merged with the opportunity, or `{}` when the opportunity is gone
 * (the foreign key cascades, so only a race with a deletion gets there).
 */
export async function getInvestment(
  ctx: AppContext,
  scope: InvestorScope,
  id: string,
): Promise<InvestmentWithOpportunity | Record<string, never>> {
  const row = await findInvestmentById(ctx.db, scope.fiduciaryId, id);
  if (row) {
    if (!(await readableEntityIds(ctx, scope)).includes(row.entity_id)) throw notFound();
    return toInvestmentWithOpportunity(row);
  }
  const bare = await findInvestmentEntity(ctx.db, scope.fiduciaryId, id);
  if (!bare || !(await readableEntityIds(ctx, scope)).includes(bare.entity_id)) throw notFound();
  return {};
}

export async function getInvestmentForOpportunity(ctx: AppContext, scope: InvestorScope, opportunityId: string) {
  const row = await findLiveInvestment(ctx.db, scope.fiduciaryId, opportunityId, scope.entityId);
  if (!row) throw notFound();
  return toInvestmentWithOpportunity(row);
}

/** The deal pre-form, with the response saved on the token entity's live investment. */
export async function getDealPreForm(ctx: AppContext, scope: InvestorScope, opportunityId: string) {
  const opportunity = await findDiscoverableOpportunity(ctx.db, scope.fiduciaryId, opportunityId, scope.entityId);
  if (!opportunity) throw notFound();
  const live = await findLiveInvestment(ctx.db, scope.fiduciaryId, opportunityId, scope.entityId);
  return { template: DEAL_PRE_FORM, response: live?.pre_form_response ?? null };
}

/**
 * `POST investments/{id}/deal-document/review`: the investor opened the deal document
 * (REVIEW_REQUIRED). The first opening is kept; a declined investment cannot be reviewed.
 */
export async function reviewDealDocument(ctx: AppContext, scope: InvestorScope, id: string) {
  const row = await findInvestmentById(ctx.db, scope.fiduciaryId, id);
  const entities = await investorEntities(ctx.db, scope.fiduciaryId, scope.userId);
  if (!row || !entities.some((e) => e.entityId === row.entity_id)) throw notFound();
  if (!canActFor(entities, row.entity_id)) throw new AppError('FORBIDDEN', NOT_PERMITTED);
  if (row.status === 'DEAL_DECLINED')
    throw new AppError('CONFLICT', 'This investment was declined.', 'INVESTMENT_DECLINED');
  await ctx.db.transaction().execute(async (trx) => {
    await markDealReviewed(trx, scope.fiduciaryId, id);
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'deal_document_reviewed',
      subject: id,
      data: { entity_id: row.entity_id, document_id: row.document_id },
    });
  });
  ctx.modules.investments.index.forgetEntity(scope.fiduciaryId, row.entity_id);
  const updated = await findInvestmentById(ctx.db, scope.fiduciaryId, id);
  if (!updated) throw notFound();
  return { data: toInvestment(updated) };
}
