import {
  csvExportRoute,
  listScenariosRoute,
  ownershipByStakeholderRoute,
  summaryRoute,
  vestingOverviewRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireCapTable } from '#api/plugins/guards/index.ts';
import { capTableCsv, csvAction } from './csv-export.ts';
import { ownershipByStakeholder, summary } from './ownership.service.ts';
import { vestingOverview } from './vesting.service.ts';

/** Ownership views, vesting over time, scenarios and the CSV lists (issue 17 points 5-7). */
export function captableViewsRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...summaryRoute,
    handler: async (req) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.read');
      return { data: (await summary(ctx, scope, req.query.definition)).data };
    },
  });
  app.route({
    ...ownershipByStakeholderRoute,
    handler: async (req) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.read');
      return ownershipByStakeholder(ctx, scope, req.query);
    },
  });
  app.route({
    ...vestingOverviewRoute,
    handler: async (req) => {
      const scope = await requireCapTable(ctx, req, req.params.issuerId, 'captable.read');
      return vestingOverview(ctx, scope, req.query);
    },
  });
  app.route({
    ...listScenariosRoute,
    // Scenarios arrive with the modelling issue: an empty list, still only for those who read the cap table.
    handler: async (req) => {
      await requireCapTable(ctx, req, req.params.issuerId, 'captable.read');
      return { results: [], count: 0 };
    },
  });
  app.route({
    ...csvExportRoute,
    // The answer is CSV text, streamed: only the request goes through the schemas.
    schema: { params: csvExportRoute.schema.params },
    handler: async (req, reply) => {
      const { table } = req.params;
      const scope = await requireCapTable(ctx, req, req.params.issuerId, csvAction(table));
      const csv = await capTableCsv(ctx, scope, table);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="cap-table-${table}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
}
