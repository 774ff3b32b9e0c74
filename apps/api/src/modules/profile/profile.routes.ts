import {
  changePasswordRoute,
  confirmSecondFactorRoute,
  disableSecondFactorRoute,
  getProfileRoute,
  getSecondFactorRoute,
  patchProfileRoute,
  setupSecondFactorRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requirePrincipal, requireTenant } from '#api/plugins/guards/index.ts';
import { changePassword } from './change-password.ts';
import { getProfile, updateProfile } from './profile.service.ts';
import { confirmSecondFactor, disableSecondFactor, secondFactorStatus, setupSecondFactor } from './second-factor.ts';

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
  secondFactorRoutes(app, ctx);
}

/** Second factor from My Profile: status, set-up, proving code, turning off. */
function secondFactorRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  const caller = (req: Parameters<typeof requirePrincipal>[0]) => ({
    userId: requirePrincipal(req).userId,
    fiduciaryId: requireTenant(req).fiduciaryId,
  });
  app.route({ ...getSecondFactorRoute, handler: (req) => secondFactorStatus(ctx, requirePrincipal(req).userId) });
  app.route({ ...setupSecondFactorRoute, handler: (req) => setupSecondFactor(ctx, caller(req)) });
  app.route({ ...confirmSecondFactorRoute, handler: (req) => confirmSecondFactor(ctx, caller(req), req.body.code) });
  app.route({
    ...disableSecondFactorRoute,
    handler: (req) => disableSecondFactor(ctx, caller(req), req.body.current_password),
  });
}
