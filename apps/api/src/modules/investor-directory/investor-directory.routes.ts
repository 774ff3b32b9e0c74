import {
  exportInvestorsRoute,
  getInvestorRoute,
  investorAuditRoute,
  listInvestorsRoute,
  revealKycAnswerRoute,
} from '@dl/contracts';
import { can } from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireStaff, requireTenant } from '#api/plugins/guards/index.ts';
import { investorCsv } from './export-investors.ts';
import { getInvestor, investorAudit, listInvestors, revealKycAnswer } from './investor-directory.service.ts';

/** The fund-admin investors list, export and investor page (issue 15 point 3; ADR 0026). */
export function investorDirectoryRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listInvestorsRoute,
    handler: (req) => {
      const { fiduciaryId } = requireStaff(req, 'investors.read');
      const { page, limit, ordering, ...filters } = req.query;
      return listInvestors(ctx, { fiduciaryId, filters, ordering, page, limit });
    },
  });
  app.route({
    ...exportInvestorsRoute,
    // The answer is CSV text, streamed: only the request goes through the schemas.
    schema: { params: exportInvestorsRoute.schema.params, querystring: exportInvestorsRoute.schema.querystring },
    handler: async (req, reply) => {
      const who = requireStaff(req, 'investors.read');
      const csv = await investorCsv(ctx, { ...who, filters: req.query });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="investors.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
  app.route({
    ...getInvestorRoute,
    handler: async (req) => {
      const { fiduciaryId } = requireStaff(req, 'investors.read');
      const canReadKyc = can(requireTenant(req).currentRole, 'kyc.read_answers');
      return { data: await getInvestor(ctx, { fiduciaryId, id: req.params.id, canReadKyc }) };
    },
  });
  app.route({
    ...revealKycAnswerRoute,
    handler: async (req) => {
      const who = requireStaff(req, 'kyc.reveal');
      return { data: await revealKycAnswer(ctx, { ...who, id: req.params.id, field: req.body.field }) };
    },
  });
  app.route({
    ...investorAuditRoute,
    handler: (req) => {
      const { fiduciaryId } = requireStaff(req, 'audit.read');
      return investorAudit(ctx, { fiduciaryId, id: req.params.id, page: req.query.page, limit: req.query.limit });
    },
  });
}
