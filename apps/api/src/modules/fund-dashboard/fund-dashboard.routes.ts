import {
  getDashboardLocationsRoute,
  getDashboardStatsRoute,
  getLocationSharingRoute,
  putLocationSharingRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requirePrincipal, requireStaff, requireTenant } from '#api/plugins/guards/index.ts';
import {
  getDashboardLocations,
  getDashboardStats,
  getLocationSharing,
  setLocationSharing,
} from './fund-dashboard.service.ts';

/** The fund-admin dashboard: its figures and the map of investor locations (every fiduciary staff role). */
export function fundDashboardRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...getDashboardStatsRoute,
    handler: (req) => getDashboardStats(ctx, requireStaff(req, 'fid_admin.enter').fiduciaryId),
  });
  app.route({
    ...getDashboardLocationsRoute,
    handler: (req) => getDashboardLocations(ctx, requireStaff(req, 'fid_admin.enter').fiduciaryId),
  });
}

/**
 * The user's own choice to show their city on the fiduciary's investor map. It is the person's, not
 * a role's: any member may read and set it, and it holds in every fiduciary they belong to.
 */
export function locationSharingRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...getLocationSharingRoute,
    handler: (req) => getLocationSharing(ctx, requirePrincipal(req).userId),
  });
  app.route({
    ...putLocationSharingRoute,
    handler: (req) =>
      setLocationSharing(ctx, {
        userId: requirePrincipal(req).userId,
        fiduciaryId: requireTenant(req).fiduciaryId,
        showLocation: req.body.show_location,
      }),
  });
}
