import type { OpportunityDetail } from '@dl/contracts';
import { investorState } from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import { findDocumentSummary } from './detail.repository.ts';
import { toIssuerDetail, toOpportunityFields } from './detail.mapper.ts';
import { findOpportunityForPreview } from './preview.repository.ts';

/**
 * The opportunity detail (spec 2 opportunity/{id}) as an investor of the tenant who has not yet
 * acted on it would see it, whatever its lifecycle status: the fund-admin preview before approval.
 * Undefined when the tenant has no such opportunity. Not audited as 'opportunity viewed' (an
 * investor's event); the caller audits its own reads if it needs to.
 */
export async function getOpportunityPreview(
  ctx: AppContext,
  fiduciaryId: string,
  id: string,
): Promise<OpportunityDetail | undefined> {
  const row = await findOpportunityForPreview(ctx.db, fiduciaryId, id);
  if (!row) return undefined;
  const documents = await findDocumentSummary(ctx.db, fiduciaryId, row.id);
  const state = investorState({
    // As it will be once published: the preview shows what the investor gets, not today's status.
    lifecycleStatus: 'Published',
    accessStatus: null,
    ndaStatus: null,
    investmentStatus: null,
    hasNdaDocument: documents.nda !== null,
    hasDealDocument: documents.deal !== null,
    canAct: true,
  });
  return {
    ...toOpportunityFields(row),
    issuer: toIssuerDetail(row),
    favorite: 0,
    is_dismissed: false,
    investor_state: { nda_status: null, investment: null, ...state },
    documents,
  };
}
