import type { DashboardLocations, DashboardStats, LocationSharing } from '@dl/contracts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import {
  countDealsWaiting,
  countInvestorsByCity,
  countInvitationsByStatus,
  countOpportunitiesAwaitingApproval,
  countUnansweredQuestions,
  findLocationOptOut,
  setLocationOptOut,
  sumCapitalCalled,
  sumCapitalReceived,
} from './fund-dashboard.repository.ts';
import { toDashboardStats } from './fund-dashboard.mapper.ts';
import { placeCities } from './place-cities.ts';

/** The dashboard's figures for one fiduciary (issue 15 point 2), at most a few seconds old (the state's cache). */
export function getDashboardStats(ctx: AppContext, fiduciaryId: string): Promise<DashboardStats> {
  const cache = ctx.modules.fundDashboard.stats;
  return cache ? cache.get(fiduciaryId, () => computeStats(ctx, fiduciaryId)) : computeStats(ctx, fiduciaryId);
}

async function computeStats(ctx: AppContext, fiduciaryId: string): Promise<DashboardStats> {
  const [invitations, opportunitiesWaiting, deals, called, received, unansweredQuestions] = await Promise.all([
    countInvitationsByStatus(ctx.db, fiduciaryId),
    countOpportunitiesAwaitingApproval(ctx.db, fiduciaryId),
    countDealsWaiting(ctx.db, fiduciaryId),
    sumCapitalCalled(ctx.db, fiduciaryId),
    sumCapitalReceived(ctx.db, fiduciaryId),
    countUnansweredQuestions(ctx.db, fiduciaryId),
  ]);
  return toDashboardStats({ invitations, opportunitiesWaiting, deals, called, received, unansweredQuestions });
}

/**
 * The investors' cities, placed by the gazetteer (in its worker thread), most investors first. Cities the
 * gazetteer does not know are left off the map and counted in `unplaced`.
 */
export function getDashboardLocations(ctx: AppContext, fiduciaryId: string): Promise<DashboardLocations> {
  const cache = ctx.modules.fundDashboard.locations;
  return cache ? cache.get(fiduciaryId, () => computeLocations(ctx, fiduciaryId)) : computeLocations(ctx, fiduciaryId);
}

async function computeLocations(ctx: AppContext, fiduciaryId: string): Promise<DashboardLocations> {
  const cities = (await countInvestorsByCity(ctx.db, fiduciaryId)).map((c) => ({ ...c, count: Number(c.count) }));
  const places = await ctx.modules.fundDashboard.gazetteer.locateAll(cities);
  const { located, unplaced } = placeCities(cities, (_city, n) => places[n] ?? null);
  return { count: located.length, results: located, unplaced, tile_url: ctx.config.MAP_TILE_URL ?? null };
}

export async function getLocationSharing(ctx: AppContext, userId: string): Promise<LocationSharing> {
  const optOut = await findLocationOptOut(ctx.db, userId);
  if (optOut === undefined) throw notFound();
  return { show_location: !optOut };
}

/** Opting in or out of the investor map; a change is audited, repeating the current choice is not. */
export async function setLocationSharing(
  ctx: AppContext,
  args: { userId: string; fiduciaryId: string; showLocation: boolean },
): Promise<LocationSharing> {
  return ctx.db.transaction().execute(async (trx) => {
    const optOut = await findLocationOptOut(trx, args.userId);
    if (optOut === undefined) throw notFound();
    if (optOut === args.showLocation) {
      await setLocationOptOut(trx, args.userId, !args.showLocation);
      await recordAudit(trx, {
        fiduciary_id: args.fiduciaryId,
        actor_user_id: args.userId,
        kind: 'location_sharing_changed',
        subject: args.userId,
        data: { show_location: args.showLocation },
      });
    }
    return { show_location: args.showLocation };
  });
}
