import {
  createOpportunityCallRoute,
  getOpportunityCallRoute,
  listCallableOpportunitiesRoute,
  listCallAllocationsRoute,
  listOpportunityCallsRoute,
  previewCapitalCallRoute,
  requestCallPaymentsRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireStaff } from '#api/plugins/guards/index.ts';
import { issueOpportunityCall, previewOpportunityCall } from './issue-opportunity-call.ts';
import {
  getOpportunityCall,
  listCallableOpportunities,
  listCallAllocations,
  listOpportunityCalls,
  requestCallPayments,
} from './opportunity-calls.ts';

/** The fund-admin side of capital calls on an opportunity (issue 15 point 7, ADR 0026 roles). */
export function opportunityCallRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listCallableOpportunitiesRoute,
    handler: (req) => listCallableOpportunities(ctx, requireStaff(req, 'capital_calls.issue')),
  });
  app.route({
    ...previewCapitalCallRoute,
    handler: (req) => previewOpportunityCall(ctx, requireStaff(req, 'capital_calls.issue'), req.params.id, req.body),
  });
  app.route({
    ...createOpportunityCallRoute,
    handler: async (req, reply) => {
      const actor = requireStaff(req, 'capital_calls.issue');
      return reply.code(201).send({ data: await issueOpportunityCall(ctx, actor, req.params.id, req.body) });
    },
  });
  app.route({
    ...listOpportunityCallsRoute,
    handler: (req) => {
      const { page, limit, ordering, opportunity_id } = req.query;
      return listOpportunityCalls(
        ctx,
        requireStaff(req, 'capital_calls.read'),
        { opportunityId: opportunity_id },
        { page, limit, ordering },
      );
    },
  });
  app.route({
    ...getOpportunityCallRoute,
    handler: (req) => getOpportunityCall(ctx, requireStaff(req, 'capital_calls.read'), req.params.callId),
  });
  app.route({
    ...listCallAllocationsRoute,
    handler: (req) => {
      const { page, limit, ordering } = req.query;
      return listCallAllocations(ctx, requireStaff(req, 'capital_calls.read'), req.params.callId, {
        page,
        limit,
        ordering,
      });
    },
  });
  app.route({
    ...requestCallPaymentsRoute,
    handler: (req) => requestCallPayments(ctx, requireStaff(req, 'payments.acknowledge'), req.params.callId),
  });
}
