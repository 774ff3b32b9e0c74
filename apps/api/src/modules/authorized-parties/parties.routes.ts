import { changePartyRoleRoute, invitePartyRoute, listPartiesRoute, removePartyRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor } from '#api/plugins/guards/index.ts';
import { changePartyRole, inviteParty, listParties, removeParty } from './parties.service.ts';

/** Authorized parties of an entity the caller manages (issue 7, ADR 0022). Viewers may not act. */
export function authorizedPartyRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  const scopeOf = (req: Parameters<typeof requireInvestor>[0], entityId: string) => {
    const { fiduciaryId, userId } = requireInvestor(req, { act: true });
    return { fiduciaryId, userId, entityId };
  };
  app.route({
    ...listPartiesRoute,
    handler: async (req) => {
      const results = await listParties(ctx, scopeOf(req, req.params.entityId));
      return { count: results.length, results };
    },
  });
  app.route({
    ...invitePartyRoute,
    handler: async (req, reply) =>
      reply.status(201).send(await inviteParty(ctx, scopeOf(req, req.params.entityId), req.body)),
  });
  app.route({
    ...changePartyRoleRoute,
    handler: (req) => changePartyRole(ctx, scopeOf(req, req.params.entityId), req.params.userId, req.body.role),
  });
  app.route({
    ...removePartyRoute,
    handler: async (req, reply) => {
      await removeParty(ctx, scopeOf(req, req.params.entityId), req.params.userId);
      return reply.status(204).send(null);
    },
  });
}
