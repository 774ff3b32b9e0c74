import type { IssuerOpportunity } from '@dl/contracts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import type { CompanyScope } from '#api/plugins/guards/index.ts';
import { getOwnedOpportunity } from './issuer-opportunities.service.ts';
import { findOpportunityState, updateTearsheetPublic } from './issuer-opportunities.repository.ts';

/**
 * The issuer marks the opportunity's tearsheet public or private (spec 2 public tearsheet, ADR 0033),
 * in any status: it changes who may read the summary, not its content, so it is not an edit (no
 * four-eyes editor mark). A change is audited; setting the same value again changes nothing.
 */
export async function setTearsheetPublic(
  ctx: AppContext,
  who: CompanyScope,
  id: string,
  value: boolean,
): Promise<IssuerOpportunity> {
  await ctx.db.transaction().execute(async (trx) => {
    const current = await findOpportunityState(trx, who.fiduciaryId, id, true);
    if (!current || current.issuer_id !== who.issuerId) throw notFound();
    if (!(await updateTearsheetPublic(trx, who.fiduciaryId, id, value))) return;
    await recordAudit(trx, {
      fiduciary_id: who.fiduciaryId,
      actor_user_id: who.userId,
      kind: value ? 'issuer.tearsheet_made_public' : 'issuer.tearsheet_made_private',
      subject: id,
      data: { issuer_id: who.issuerId, tearsheet_public: value },
    });
  });
  return getOwnedOpportunity(ctx, who, id);
}
