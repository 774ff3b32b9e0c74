import {
  accountBrandingRoute,
  brandingImageRoute,
  publicBrandingRoute,
  publicFiduciaryContactRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireTenant } from '#api/plugins/guards/index.ts';
import { getAccountBranding, getFiduciaryContact, getPublicBranding } from './branding.ts';
import { sendBrandingImage } from './branding-image.ts';

export function publicTenancyRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({ ...publicBrandingRoute, handler: (req) => getPublicBranding(ctx.db, req.hostname) });
  app.route({ ...publicFiduciaryContactRoute, handler: (req) => getFiduciaryContact(ctx.db, req.params.fidId) });
  app.route({
    ...brandingImageRoute,
    // The answer is the image's bytes, streamed: only the params go through a schema.
    schema: { params: brandingImageRoute.schema.params },
    handler: (req, reply) => sendBrandingImage(ctx, reply, req.params.fileId),
  });
}

/** Registered inside the tenant guard's scope. */
export function tenantTenancyRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({ ...accountBrandingRoute, handler: (req) => getAccountBranding(ctx.db, requireTenant(req).fiduciaryId) });
}
