import { listNotificationsRoute, markNotificationsReadRoute } from '@dl/contracts';
import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requirePrincipal, requireTenant } from '#api/plugins/guards/index.ts';
import { listNotifications, markNotificationsRead, type NotificationReader } from './notifications.service.ts';

function readerOf(req: FastifyRequest): NotificationReader {
  const tenant = requireTenant(req);
  const { userId } = requirePrincipal(req);
  const onlyViewer = tenant.roles.every((r) => r === INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER);
  return {
    fiduciaryId: tenant.fiduciaryId,
    userId,
    role: onlyViewer ? INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER : tenant.currentRole,
  };
}

/** The caller's notifications and actions (tenant base, any member). */
export function notificationRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listNotificationsRoute,
    handler: (req) => listNotifications(ctx.db, readerOf(req), req.query),
  });
  app.route({
    ...markNotificationsReadRoute,
    handler: (req) => markNotificationsRead(ctx.db, readerOf(req), req.body),
  });
}
