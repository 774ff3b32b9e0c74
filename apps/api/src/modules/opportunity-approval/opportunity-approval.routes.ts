import {
  approveOpportunityRoute,
  getOpportunityReviewRoute,
  listApprovalQueueRoute,
  listOpportunityAccessRoute,
  rejectOpportunityRoute,
  setOpportunityAccessRoute,
} from '@dl/contracts';
import { can } from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireStaff, requireTenant } from '#api/plugins/guards/index.ts';
import { listOpportunityAccess, setOpportunityAccess } from './access.service.ts';
import { decideOpportunity, getOpportunityReview, listApprovalQueue } from './approval.service.ts';

/** The fund-admin opportunity approval (ADR 0026): queue and preview, approve or reject, investors' access. */
export function opportunityApprovalRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listApprovalQueueRoute,
    handler: (req) => listApprovalQueue(ctx, requireStaff(req, 'opportunities.read_admin'), req.query),
  });
  app.route({
    ...getOpportunityReviewRoute,
    handler: async (req) => {
      const who = requireStaff(req, 'opportunities.read_admin');
      const mayApprove = can(requireTenant(req).currentRole, 'opportunities.approve');
      return { data: await getOpportunityReview(ctx, who, req.params.id, mayApprove) };
    },
  });
  app.route({
    ...approveOpportunityRoute,
    handler: async (req) => {
      const who = requireStaff(req, 'opportunities.approve');
      return { data: await decideOpportunity(ctx, who, req.params.id, { event: 'approve' }) };
    },
  });
  app.route({
    ...rejectOpportunityRoute,
    handler: async (req) => {
      const who = requireStaff(req, 'opportunities.approve');
      const decision = { event: 'reject', reason: req.body.reason } as const;
      return { data: await decideOpportunity(ctx, who, req.params.id, decision) };
    },
  });
  app.route({
    ...listOpportunityAccessRoute,
    handler: (req) =>
      listOpportunityAccess(ctx, requireStaff(req, 'opportunity_access.manage'), req.params.id, req.query),
  });
  app.route({
    ...setOpportunityAccessRoute,
    handler: async (req) => {
      const who = requireStaff(req, 'opportunity_access.manage');
      return { data: await setOpportunityAccess(ctx, who, req.params.id, req.body) };
    },
  });
}
