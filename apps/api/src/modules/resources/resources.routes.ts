import {
  createResourceRoute,
  deleteResourceRoute,
  listResourcesRoute,
  resourceFileRoute,
  updateResourceRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireStaff, requireTenant } from '#api/plugins/guards/index.ts';
import {
  createResource,
  deleteResource,
  listResources,
  resourceFileLink,
  updateResource,
} from './resources.service.ts';

/** Documents and links the fiduciary shares: any member reads them, staff publish them. */
export function resourceRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listResourcesRoute,
    handler: (req) => listResources(ctx, requireTenant(req).fiduciaryId, req.query),
  });

  app.route({
    ...resourceFileRoute,
    handler: async (req) => ({ data: await resourceFileLink(ctx, requireTenant(req).fiduciaryId, req.params.id) }),
  });

  app.route({
    ...createResourceRoute,
    handler: async (req, reply) => {
      const data = await createResource(ctx, requireStaff(req, 'content.publish'), req.body);
      return reply.status(201).send({ data });
    },
  });

  app.route({
    ...updateResourceRoute,
    handler: async (req) => ({
      data: await updateResource(ctx, requireStaff(req, 'content.publish'), req.params.id, req.body),
    }),
  });

  app.route({
    ...deleteResourceRoute,
    handler: async (req, reply) => {
      await deleteResource(ctx, requireStaff(req, 'content.publish'), req.params.id);
      return reply.status(204).send(null);
    },
  });
}
