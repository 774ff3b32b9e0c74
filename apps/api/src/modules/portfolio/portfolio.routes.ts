import {
  getInvestmentStatsRoute,
  getPortfolioOpportunityRoute,
  getPortfolioRoute,
  listPendingActionsRoute,
  portfolioSummaryRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor } from '#api/plugins/guards/index.ts';
import { getPortfolioOpportunity, listPortfolio, summarizePortfolio } from './portfolio.service.ts';
import { listPendingActions } from './pending-actions.ts';
import { investmentStats } from './stats.ts';

/**
 * Spec 7 "Investments and portfolio": positions, one position, the chart summary, dashboard cards, and
 * the pending actions the dashboard's Actions card and the bell's Actions tab list.
 */
export function portfolioRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...getPortfolioRoute,
    handler: (req) => listPortfolio(ctx, requireInvestor(req), req.query),
  });

  app.route({
    ...getPortfolioOpportunityRoute,
    handler: (req) => getPortfolioOpportunity(ctx, requireInvestor(req), req.params.id),
  });

  app.route({
    ...portfolioSummaryRoute,
    handler: (req) =>
      summarizePortfolio(ctx, requireInvestor(req), { ...req.body.filter_param, months: req.body.months }),
  });

  app.route({
    ...getInvestmentStatsRoute,
    handler: (req) => investmentStats(ctx, requireInvestor(req)),
  });

  app.route({
    ...listPendingActionsRoute,
    handler: (req) => listPendingActions(ctx, requireInvestor(req), req.query),
  });
}
