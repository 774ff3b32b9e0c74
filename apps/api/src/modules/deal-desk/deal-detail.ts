import type { DealDetail } from '@dl/contracts';
import { type Action, can, dealDeskActions } from '@dl/domain';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { signedFileUrl } from '#api/platform/signed-links.ts';
import { latestSessionOf } from '../ceremony/index.ts';
import { loadInvestmentWithOpportunity } from '../investments/index.ts';
import { type LinkOf, toDealDocument, toKyc, toNdaDocument } from './deal-desk.mapper.ts';
import { findDealDocument, findDealNda, findInvestorOfDeal, findLatestInvitation } from './deal-desk.repository.ts';

/**
 * `GET fid-admin/investments/:id`: the deal page. The investment and its opportunity, the investor
 * and their KYC state, the NDA and the subscription with short-lived links, the countersign
 * ceremony's state, and the steps the caller's role may take now.
 */
export async function getDeal(
  ctx: AppContext,
  caller: { fiduciaryId: string; role: string | null },
  id: string,
): Promise<DealDetail> {
  const { fiduciaryId } = caller;
  const investment = await loadInvestmentWithOpportunity(ctx.db, fiduciaryId, id);
  if (!investment) throw notFound();
  const entityId = investment.entity.id;
  const [investor, invitation, nda, dealDocument, countersign] = await Promise.all([
    findInvestorOfDeal(ctx.db, fiduciaryId, investment.user_id, entityId),
    findLatestInvitation(ctx.db, fiduciaryId, investment.user_id, entityId),
    findDealNda(ctx.db, fiduciaryId, investment.opportunity_id, entityId),
    investment.document_id ? findDealDocument(ctx.db, fiduciaryId, investment.document_id) : undefined,
    latestSessionOf(ctx.db, ['DEAL_COUNTERSIGN'], id),
  ]);
  if (!investor) throw notFound();
  const linkOf: LinkOf = (fileId) => (fileId ? signedFileUrl(ctx, { fileId }).url : null);
  const { user_id: _userId, ...wire } = investment;
  return {
    ...wire,
    investor: {
      id: investor.id,
      name: `${investor.first_name} ${investor.last_name}`.trim(),
      email: investor.email,
    },
    entity_type: investor.entity_type,
    kyc: toKyc(invitation),
    documents: [...(nda ? [toNdaDocument(nda, linkOf)] : []), toDealDocument(dealDocument, investment, linkOf)],
    countersign: countersign
      ? { session_id: countersign.id, status: countersign.status, last_error: countersign.last_error }
      : null,
    actions: dealDeskActions(investment.status, (action: Action) => can(caller.role, action), {
      sealPending: countersign?.status === 'SUBMITTED',
    }),
  };
}
