import { listSystemNotificationsRoute, publishSystemNotificationRoute } from '@dl/contracts';
import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireProvider, requireTenant } from '#api/plugins/guards/index.ts';
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

/** Provider admin `POST /admin/system-notifications` (under the provider guard, ADR 0029). */
export function adminSystemNotificationRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...publishSystemNotificationRoute,
    handler: async (req, reply) => {
      const { userId } = requireProvider(req, 'system_notifications.publish');
      const result = await publishSystemNotification(ctx.db, userId, req.body);
      return reply.code(201).send(result);
    },
  });
}
