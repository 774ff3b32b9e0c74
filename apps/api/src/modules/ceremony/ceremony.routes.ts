import { getSigningSessionRoute, submitSigningSessionRoute } from '@dl/contracts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requirePrincipal, requireTenant } from '#api/plugins/guards/index.ts';
import { getSigningSession } from './get-session.ts';
import type { Signing } from './signing-service.ts';
import { submitSigningSession } from './submit-session.ts';

/** The ceremony page's two calls (tenant base): read the session, submit the signature. */
export function ceremonyRoutes(app: FastifyZodInstance, signing: Signing): void {
  app.route({
    ...getSigningSessionRoute,
    handler: async (req) => {
      const { fiduciaryId } = requireTenant(req);
      const { userId } = requirePrincipal(req);
      return getSigningSession(signing, { fiduciaryId, userId, id: req.params.id });
    },
  });

  app.route({
    ...submitSigningSessionRoute,
    handler: async (req, reply) => {
      const { fiduciaryId } = requireTenant(req);
      const { userId } = requirePrincipal(req);
      const accepted = await submitSigningSession(signing, {
        fiduciaryId,
        userId,
        sessionId: req.params.id,
        body: req.body,
        request: req,
      });
      return reply.status(202).send(accepted);
    },
  });
}
