import { accountBrandingRoute, publicBrandingRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireTenant } from '#api/plugins/guards/index.ts';
import { getAccountBranding, getPublicBranding } from './branding.ts';

export function publicTenancyRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({ ...publicBrandingRoute, handler: (req) => getPublicBranding(ctx.db, req.hostname) });
}

/** Registered inside the tenant guard's scope. */
export function tenantTenancyRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({ ...accountBrandingRoute, handler: (req) => getAccountBranding(ctx.db, requireTenant(req).fiduciaryId) });
}
