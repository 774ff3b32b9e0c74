import {
  countersignNdaRoute,
  declineIssuerNdaRoute,
  getIssuerNdaCountersignEsignRoute,
  getNdaCountersignEsignRoute,
  listIssuerNdasRoute,
} from '@dl/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requirePrincipal, requireStaff, requireTenant } from '#api/plugins/guards/index.ts';
import { openNdaCountersignCeremony } from './fid-nda-countersign.ts';
import { declineIssuerNda, openIssuerCountersignCeremony } from './issuer-nda-ceremony.ts';
import { countersignNda, listIssuerNdas } from './issuer-nda.service.ts';

/**
 * Issuer-side NDA calls (the list, the countersign ceremony or the API's typed countersignature, and
 * the decline), and the fiduciary signatory's countersign ceremony (fund-admin NDA screen).
 */
export function issuerNdaRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listIssuerNdasRoute,
    handler: async (req) =>
      listIssuerNdas(ctx, {
        fiduciaryId: requireTenant(req).fiduciaryId,
        userId: requirePrincipal(req).userId,
        status: req.query.status,
        opportunityId: req.query.opportunity_id,
        page: req.query.page,
        limit: req.query.limit,
      }),
  });

  app.route({
    ...countersignNdaRoute,
    handler: async (req, reply) => {
      const accepted = await countersignNda(ctx, {
        fiduciaryId: requireTenant(req).fiduciaryId,
        userId: requirePrincipal(req).userId,
        ndaId: req.params.ndaId,
        signatureText: req.body.signature_text,
        request: req,
      });
      return reply.status(202).send(accepted);
    },
  });

  app.route({
    ...getNdaCountersignEsignRoute,
    handler: (req) => openNdaCountersignCeremony(ctx, requireStaff(req, 'nda.countersign_any'), req.params.ndaId),
  });

  app.route({
    ...getIssuerNdaCountersignEsignRoute,
    handler: (req) => openIssuerCountersignCeremony(ctx, caller(req), req.params.ndaId),
  });

  app.route({
    ...declineIssuerNdaRoute,
    handler: (req) => declineIssuerNda(ctx, caller(req), req.params.ndaId, req.body.reason),
  });
}

const caller = (req: FastifyRequest) => ({
  fiduciaryId: requireTenant(req).fiduciaryId,
  userId: requirePrincipal(req).userId,
});
