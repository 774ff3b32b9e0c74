import { sql } from 'kysely';
import { healthRoute } from '@dl/contracts';
import type { AppContext } from '../../lib/context.ts';
import type { FastifyZodInstance } from '../../lib/fastify-types.ts';

export function healthRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...healthRoute,
    logLevel: 'warn',
    handler: async (_req, reply) => {
      try {
        await sql`SELECT 1`.execute(ctx.db);
        return reply.status(200).send({ status: 'ok', database: 'up' });
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  });
}
