import { listSessionsRoute, revokeSessionRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requirePrincipal, requireTenant } from '#api/plugins/guards/index.ts';
import { listSessions, revokeSession } from './sessions.service.ts';

/**
 * The user's sign-in sessions (refresh-token families) and their revocation. Sessions belong to the
 * user, not to a fiduciary: the list is the same under every {fidId} the user may open.
 */
export function sessionRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listSessionsRoute,
    handler: async (req) => {
      const { userId } = requirePrincipal(req);
      const results = await listSessions(ctx, userId, req.query.current);
      return { count: results.length, results };
    },
  });

  app.route({
    ...revokeSessionRoute,
    handler: async (req, reply) => {
      const { userId } = requirePrincipal(req);
      const { fiduciaryId } = requireTenant(req);
      await revokeSession(ctx, { userId, fiduciaryId, sessionId: req.params.sessionId });
      return reply.status(204).send(null);
    },
  });
}
