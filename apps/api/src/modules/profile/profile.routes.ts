import { changePasswordRoute, getProfileRoute, patchProfileRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requirePrincipal, requireTenant } from '#api/plugins/guards/index.ts';
import { changePassword } from './change-password.ts';
import { getProfile, updateProfile } from './profile.service.ts';

export function profileRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({ ...getProfileRoute, handler: (req) => getProfile(ctx, ctx.db, requirePrincipal(req).userId) });
  app.route({
    ...patchProfileRoute,
    handler: async (req) => {
      const { userId } = requirePrincipal(req);
      const { fiduciaryId } = requireTenant(req);
      return updateProfile(ctx, { userId, fiduciaryId, patch: req.body });
    },
  });
  app.route({
    ...changePasswordRoute,
    handler: async (req, reply) => {
      const { userId } = requirePrincipal(req);
      const { fiduciaryId } = requireTenant(req);
      await changePassword(ctx, {
        userId,
        fiduciaryId,
        current: req.body.current_password,
        next: req.body.new_password,
        currentSession: req.body.current_session,
      });
      return reply.status(204).send(null);
    },
  });
}
