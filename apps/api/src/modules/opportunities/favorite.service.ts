import type { Favorite, OpportunityFavorite } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { InvestorScope } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { upsertFavorite } from './detail.repository.ts';
import { findVisibleOpportunity } from './detail.service.ts';
import type { CallerCounts } from './caller-counts.ts';
import type { CallerMarksCache } from './caller-marks.ts';
import type { SecondaryRule } from './secondary-rule.ts';

/**
 * Saves the caller's favorite flag (1 saved, -1 dismissed, 0 neutral) on an opportunity they can
 * see. Favorites are per user (ADR 0006); a neutral flag keeps its row so the change stays dated.
 */
export async function setOpportunityFavorite(
  ctx: AppContext,
  caches: { secondaries: SecondaryRule; callerCounts: CallerCounts; marks: CallerMarksCache },
  scope: InvestorScope,
  opportunityId: string,
  favorite: Favorite,
): Promise<OpportunityFavorite> {
  const { secondaries } = caches;
  const opportunity = await findVisibleOpportunity(ctx, secondaries, scope, opportunityId);
  await ctx.db.transaction().execute(async (trx) => {
    await upsertFavorite(trx, {
      userId: scope.userId,
      opportunityId: opportunity.id,
      fiduciaryId: scope.fiduciaryId,
      favorite,
    });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'opportunity favorite set',
      subject: opportunity.id,
      data: { favorite },
    });
  });
  // The user's list totals (under any entity) follow the change at once.
  caches.callerCounts.forget(scope.userId);
  caches.marks.forget(scope.userId);
  return { favorite, is_dismissed: favorite === -1 };
}
