import { countersignInvestmentRoute, getDealEsignRoute, saveDealDocumentRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor, requirePrincipal, requireTenant } from '#api/plugins/guards/index.ts';
import { countersignDeal, openDealCeremony, saveDealValues } from './deal-signing.service.ts';

/** Deal e-sign calls (tenant base) and the fiduciary countersign (fid-admin). */
export function dealSigningRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...getDealEsignRoute,
    handler: async (req) => openDealCeremony(ctx, requireInvestor(req), req.params.id),
  });

  app.route({
    ...saveDealDocumentRoute,
    handler: async (req) => saveDealValues(ctx, requireInvestor(req), req.params.id, req.body),
  });

  app.route({
    ...countersignInvestmentRoute,
    handler: async (req, reply) => {
      const tenant = requireTenant(req);
      const accepted = await countersignDeal(ctx, {
        fiduciaryId: tenant.fiduciaryId,
        userId: requirePrincipal(req).userId,
        roles: tenant.roles,
        id: req.params.id,
        signatureText: req.body.signature_text,
        request: req,
      });
      return reply.status(202).send(accepted);
    },
  });
}
