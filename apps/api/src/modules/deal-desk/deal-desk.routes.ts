import { getCountersignEsignRoute, getDealRoute, listFailedSealsRoute, retrySealRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireStaff, requireTenant } from '#api/plugins/guards/index.ts';
import { listFailedSeals, retryFailedSeal } from '../ceremony/index.ts';
import { openCountersignCeremony } from '../deal-signing/index.ts';
import { getDeal } from './deal-detail.ts';

/** The fund-admin deal desk (issue 15 point 6): the deal page, the countersign ceremony, failed seals. */
export function dealDeskRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...getDealRoute,
    handler: (req) => {
      const { fiduciaryId } = requireStaff(req, 'investments.read');
      return getDeal(ctx, { fiduciaryId, role: requireTenant(req).currentRole }, req.params.id);
    },
  });

  app.route({
    ...getCountersignEsignRoute,
    handler: (req) => openCountersignCeremony(ctx, requireStaff(req, 'deals.countersign'), req.params.id),
  });

  app.route({
    ...listFailedSealsRoute,
    handler: (req) => {
      // Every staff role that reads deals sees their failed seals; seals.retry roles may retry them.
      const { fiduciaryId } = requireStaff(req, 'investments.read');
      return listFailedSeals(ctx, fiduciaryId, req.query);
    },
  });

  app.route({
    ...retrySealRoute,
    handler: async (req, reply) => {
      const queued = await retryFailedSeal(ctx, requireStaff(req, 'seals.retry'), req.params.jobId);
      return reply.status(202).send(queued);
    },
  });
}
