import { createMyEntityRoute, getMyEntityRoute, listMyEntitiesRoute, updateMyEntityRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor } from '#api/plugins/guards/index.ts';
import { createMyEntity, getMyEntity, listMyEntities, updateMyEntity } from './my-entities.service.ts';

/**
 * My entities (issue 7): the entities the caller invests through in this fiduciary. Viewers may not
 * open my-entities (spec 6), so every call needs the investor or investor admin role.
 */
export function myEntityRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listMyEntitiesRoute,
    handler: async (req) => {
      const { fiduciaryId, userId } = requireInvestor(req, { act: true });
      const results = await listMyEntities(ctx, { fiduciaryId, userId }, req.query.kind === 'entity');
      return { count: results.length, results };
    },
  });

  app.route({
    ...getMyEntityRoute,
    handler: async (req) => {
      const { fiduciaryId, userId } = requireInvestor(req, { act: true });
      return getMyEntity(ctx, { fiduciaryId, userId }, req.params.entityId);
    },
  });

  app.route({
    ...createMyEntityRoute,
    handler: async (req, reply) => {
      const { fiduciaryId, userId } = requireInvestor(req, { act: true });
      const entity = await createMyEntity(ctx, { fiduciaryId, userId }, req.body);
      return reply.status(201).send(entity);
    },
  });

  app.route({
    ...updateMyEntityRoute,
    handler: async (req) => {
      const { fiduciaryId, userId } = requireInvestor(req, { act: true });
      return updateMyEntity(ctx, { fiduciaryId, userId }, req.params.entityId, req.body);
    },
  });
}
