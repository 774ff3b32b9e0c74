import {
  approveInvestmentRoute,
  DECLINE_REASON_REQUIRED,
  declineInvestmentRoute,
  executeInvestmentRoute,
  fidAdminListInvestmentsRoute,
} from '@dl/contracts';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireStaff } from '#api/plugins/guards/index.ts';
import { listInvestments } from './investments.service.ts';
import { changeInvestmentStatus } from './use-cases/change-status.ts';

/** Fiduciary decisions on investments (API only; their screens come with the fund-admin portal). */
export function fidAdminInvestmentRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...fidAdminListInvestmentsRoute,
    handler: (req) => {
      const { fiduciaryId } = requireStaff(req, 'investments.read');
      const { page, limit, ordering, status, opportunity_id, entity_id, investor, opportunity_name } = req.query;
      const filters = {
        fiduciaryId,
        status,
        opportunityId: opportunity_id,
        opportunityName: opportunity_name || undefined,
        entityId: entity_id,
        entityName: investor || undefined,
      };
      return listInvestments(ctx, filters, { page, limit, ordering });
    },
  });

  app.route({
    ...approveInvestmentRoute,
    handler: async (req) => {
      const who = requireStaff(req, 'investments.decide');
      const data = await changeInvestmentStatus(ctx, {
        ...who,
        investmentId: req.params.id,
        event: 'approve',
        patch: (now) => ({ approved_on: now, approved_by: who.userId }),
        auditKind: 'investment_approved',
      });
      return { data };
    },
  });

  app.route({
    ...declineInvestmentRoute,
    handler: async (req) => {
      const who = requireStaff(req, 'investments.decide');
      const reason = req.body?.reason?.trim() ?? '';
      if (!reason) throw new AppError('BAD_REQUEST', DECLINE_REASON_REQUIRED);
      const data = await changeInvestmentStatus(ctx, {
        ...who,
        investmentId: req.params.id,
        event: 'decline',
        patch: (now) => ({ declined_on: now, decline_reason: reason }),
        auditKind: 'investment_declined',
        auditData: { reason },
      });
      return { data };
    },
  });

  app.route({
    ...executeInvestmentRoute,
    handler: async (req) => {
      const who = requireStaff(req, 'investments.execute');
      const data = await changeInvestmentStatus(ctx, {
        ...who,
        investmentId: req.params.id,
        event: 'execute',
        patch: (now) => ({ executed_on: now }),
        auditKind: 'investment_executed',
      });
      return { data };
    },
  });
}
