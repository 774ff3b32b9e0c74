import { healthRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { isDatabaseUp } from './health.service.ts';

export function healthRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...healthRoute,
    logLevel: 'warn',
    handler: async (_req, reply) => {
      if (await isDatabaseUp(ctx)) return reply.status(200).send({ status: 'ok', database: 'up' });
      return reply.status(503).send({ status: 'unavailable', database: 'down' });
    },
  });
}
