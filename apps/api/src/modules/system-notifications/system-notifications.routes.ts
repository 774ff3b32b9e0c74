import { listSystemNotificationsRoute, publishSystemNotificationRoute } from '@dl/contracts';
import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requirePrincipal, requireTenant } from '#api/plugins/guards/index.ts';
import { listSystemNotifications, publishSystemNotification } from './system-notifications.service.ts';

/** `GET accounts/system-notifications` (tenant guarded): any member except a viewer session (spec 6). */
export function systemNotificationRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listSystemNotificationsRoute,
    handler: async (req) => {
      const tenant = requireTenant(req);
      const viewer = INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER;
      if (tenant.currentRole === viewer || tenant.roles.every((r) => r === viewer)) return { count: 0, results: [] };
      return listSystemNotifications(ctx.db, tenant.fiduciaryId, req.query);
    },
  });
}

/** Provider admin `POST /admin/system-notifications` (bearer, outside the tenant guard). */
export function adminSystemNotificationRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...publishSystemNotificationRoute,
    handler: async (req, reply) => {
      const { userId } = requirePrincipal(req);
      const result = await publishSystemNotification(ctx.db, userId, req.body);
      return reply.code(201).send(result);
    },
  });
}
