import {
  createInvestmentRoute,
  getDealPreFormRoute,
  getInvestmentForOpportunityRoute,
  getInvestmentRoute,
  listInvestmentsRoute,
  reviewDealDocumentRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor } from '#api/plugins/guards/index.ts';
import { createInvestment } from './use-cases/create-investment.ts';
import {
  getDealPreForm,
  getInvestment,
  getInvestmentForOpportunity,
  listInvestorInvestments,
  reviewDealDocument,
} from './investments.service.ts';

/** The investor's side of investments (spec 7 "Investments and portfolio"). */
export function investmentRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...getDealPreFormRoute,
    handler: (req) => getDealPreForm(ctx, requireInvestor(req), req.params.id),
  });

  app.route({
    ...createInvestmentRoute,
    handler: async (req, reply) => {
      const investment = await createInvestment(ctx, {
        scope: requireInvestor(req, { act: true }),
        entityId: req.params.entityId,
        opportunityId: req.params.id,
        timezone: req.body.timezone,
        response: req.body.pre_form_response.response,
      });
      return reply.status(201).send(investment);
    },
  });

  app.route({
    ...listInvestmentsRoute,
    handler: async (req) => {
      const { page, limit, ordering, opportunity_id, status, opportunity_name, is_primary } = req.query;
      const filters = {
        opportunityId: opportunity_id,
        status,
        opportunityName: opportunity_name,
        isPrimary: is_primary,
      };
      return listInvestorInvestments(ctx, requireInvestor(req), filters, { page, limit, ordering });
    },
  });

  app.route({
    ...getInvestmentForOpportunityRoute,
    handler: (req) => getInvestmentForOpportunity(ctx, requireInvestor(req), req.query.opportunity_id),
  });

  app.route({
    ...getInvestmentRoute,
    handler: (req) => getInvestment(ctx, requireInvestor(req), req.params.id),
  });

  app.route({
    ...reviewDealDocumentRoute,
    handler: (req) => reviewDealDocument(ctx, requireInvestor(req, { act: true }), req.params.id),
  });
}
