import {
  approveInvestmentRoute,
  DECLINE_REASON_REQUIRED,
  declineInvestmentRoute,
  executeInvestmentRoute,
  fidAdminListInvestmentsRoute,
} from '@dl/contracts';
import { FIDUCIARY_ROLES } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FastifyZodInstance } from '../../lib/fastify-types.ts';
import { NOT_AN_INVESTOR } from '../../lib/investor-scope.ts';
import { requirePrincipal, requireTenant } from '../../plugins/auth.ts';
import { listInvestments } from './investments.service.ts';
import { changeInvestmentStatus } from './use-cases/change-status.ts';

const { FIDUCIARY_SUPERADMIN, FIDUCIARY_ADMIN, DEAL_EXECUTOR } = FIDUCIARY_ROLES;
/** Who decides on an investment (approve, decline) and who executes it (spec 6 fiduciary roles). */
const DECIDERS: readonly string[] = [FIDUCIARY_SUPERADMIN, FIDUCIARY_ADMIN, DEAL_EXECUTOR];
const EXECUTORS: readonly string[] = [DEAL_EXECUTOR, FIDUCIARY_ADMIN, FIDUCIARY_SUPERADMIN];
const READERS: readonly string[] = Object.values(FIDUCIARY_ROLES);

/** The token's current role must be one of `roles` in this fiduciary; other members get 403. */
function requireFiduciaryRole(req: FastifyRequest, roles: readonly string[]) {
  const tenant = requireTenant(req);
  const { userId } = requirePrincipal(req);
  if (!tenant.currentRole || !roles.includes(tenant.currentRole)) throw new AppError('FORBIDDEN', NOT_AN_INVESTOR);
  return { fiduciaryId: tenant.fiduciaryId, userId };
}

/** Fiduciary decisions on investments (API only; their screens come with the fund-admin portal). */
export function fidAdminInvestmentRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...fidAdminListInvestmentsRoute,
    handler: (req) => {
      const { fiduciaryId } = requireFiduciaryRole(req, READERS);
      const { page, limit, ordering, status, opportunity_id } = req.query;
      return listInvestments(ctx, { fiduciaryId, status, opportunityId: opportunity_id }, { page, limit, ordering });
    },
  });

  app.route({
    ...approveInvestmentRoute,
    handler: async (req) => {
      const who = requireFiduciaryRole(req, DECIDERS);
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
      const who = requireFiduciaryRole(req, DECIDERS);
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
      const who = requireFiduciaryRole(req, EXECUTORS);
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
