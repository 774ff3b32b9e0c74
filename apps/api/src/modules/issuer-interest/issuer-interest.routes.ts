import { getDataRoomAnalyticsRoute, getIssuerHoldingsRoute, getOpportunityInterestRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireIssuerCompanies } from '#api/plugins/guards/index.ts';
import { getDataRoomAnalytics } from './analytics.service.ts';
import { getIssuerHoldings } from './holdings.service.ts';
import { getOpportunityInterest } from './interest.service.ts';

/**
 * The issuer portal's investor interest (issue 16 points 5 and 7, ADR 0030), each for a company of
 * the caller's with `issuer.enter`: no issuer membership 403, another company's or tenant's 404.
 */
export function issuerInterestRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...getOpportunityInterestRoute,
    handler: async (req) =>
      getOpportunityInterest(ctx, await requireIssuerCompanies(ctx, req), req.params.id, req.query),
  });

  app.route({
    ...getDataRoomAnalyticsRoute,
    handler: async (req) => getDataRoomAnalytics(ctx, await requireIssuerCompanies(ctx, req), req.params.id),
  });

  app.route({
    ...getIssuerHoldingsRoute,
    handler: async (req) => getIssuerHoldings(ctx, await requireIssuerCompanies(ctx, req), req.params.issuerId),
  });
}
