import type { OpportunityDetail } from '@dl/contracts';
import { type AccessStatus, investorCan, investorState } from '@dl/domain';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { InvestorScope } from '#api/plugins/guards/index.ts';
import { READ_EVENT, recordAudit } from '#api/platform/audit.ts';
import {
  findDocumentSummary,
  findLatestInvestment,
  findOpportunityForInvestor,
  hasEnteredDataRoom,
} from './detail.repository.ts';
import { toIssuerDetail, toOpportunityFields } from './detail.mapper.ts';
import { toFavorite } from './opportunities.mapper.ts';
import type { SecondaryRule } from './secondary-rule.ts';

const { OPPORTUNITY_VIEWED } = READ_EVENT;

/**
 * The opportunity as the caller's entity may see it, or 404 'Not found.' exactly like a missing one:
 * another tenant's, not in a status investors see, CLOSED for the entity, or a secondary the mpid
 * rule hides (spec 6).
 */
export async function findVisibleOpportunity(
  ctx: AppContext,
  secondaries: SecondaryRule,
  scope: InvestorScope,
  id: string,
) {
  const row = await findOpportunityForInvestor(ctx.db, {
    fiduciaryId: scope.fiduciaryId,
    opportunityId: id,
    entityId: scope.entityId,
    userId: scope.userId,
  });
  if (!row || row.access_status === 'CLOSED') throw notFound();
  if (row.opportunity_type === 'SECONDARY' && !(await secondaries.allows(ctx.db, scope.fiduciaryId, scope.entityId)))
    throw notFound();
  return row;
}

/** Opportunity detail (spec 2 opportunity/{id}); each read is audited as 'opportunity viewed'. */
export async function getOpportunityDetail(
  ctx: AppContext,
  secondaries: SecondaryRule,
  scope: InvestorScope,
  id: string,
): Promise<OpportunityDetail> {
  const row = await findVisibleOpportunity(ctx, secondaries, scope, id);
  const [investment, documents, dataRoomEntered] = await Promise.all([
    findLatestInvestment(ctx.db, scope.fiduciaryId, row.id, scope.entityId),
    findDocumentSummary(ctx.db, scope.fiduciaryId, row.id),
    row.nda_status === 'NDA_EXECUTED'
      ? hasEnteredDataRoom(ctx.db, { fiduciaryId: scope.fiduciaryId, opportunityId: row.id, entityId: scope.entityId })
      : false,
  ]);
  const state = investorState({
    lifecycleStatus: row.status,
    accessStatus: (row.access_status as AccessStatus | null) ?? null,
    ndaStatus: row.nda_status ?? null,
    investmentStatus: investment?.status ?? null,
    hasNdaDocument: documents.nda !== null,
    hasDealDocument: documents.deal !== null,
    canAct: investorCan(scope.role, 'investor.act'),
    dataRoomEntered,
  });
  await ctx.db.transaction().execute((trx) =>
    recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: OPPORTUNITY_VIEWED,
      subject: row.id,
      data: { entity_id: scope.entityId },
    }),
  );
  const favorite = toFavorite(row.favorite);
  return {
    ...toOpportunityFields(row),
    issuer: toIssuerDetail(row),
    favorite,
    is_dismissed: favorite === -1,
    investor_state: {
      nda_status: row.nda_status ?? null,
      investment: investment ? { id: investment.id, status: investment.status, amount: investment.amount } : null,
      ...state,
    },
    documents,
  };
}
