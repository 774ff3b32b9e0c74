import {
  listProviderNoticesRoute,
  listSystemNotificationsRoute,
  publishSystemNotificationRoute,
  updateSystemNotificationRoute,
  withdrawSystemNotificationRoute,
} from '@dl/contracts';
import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireProvider, requireTenant } from '#api/plugins/guards/index.ts';
import { editNotice, listProviderNotices, publishNotice, withdrawNotice } from './provider-notices.ts';
import { listSystemNotifications } from './system-notifications.service.ts';

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

/** The provider's system notifications (issue 18 point 5, ADR 0029), under the provider guard. */
export function adminSystemNotificationRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listProviderNoticesRoute,
    handler: (req) => {
      requireProvider(req, 'system_notifications.publish');
      return listProviderNotices(ctx, req.query);
    },
  });
  app.route({
    ...publishSystemNotificationRoute,
    handler: async (req, reply) => {
      const { userId } = requireProvider(req, 'system_notifications.publish');
      return reply.code(201).send({ data: await publishNotice(ctx, userId, req.body) });
    },
  });
  app.route({
    ...updateSystemNotificationRoute,
    handler: async (req) => {
      const { userId } = requireProvider(req, 'system_notifications.publish');
      return { data: await editNotice(ctx, userId, req.params.id, req.body) };
    },
  });
  app.route({
    ...withdrawSystemNotificationRoute,
    handler: async (req) => {
      const { userId } = requireProvider(req, 'system_notifications.publish');
      return { data: await withdrawNotice(ctx, userId, req.params.id) };
    },
  });
}
