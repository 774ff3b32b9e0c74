import {
  getHostBrandingRoute,
  getTenantBrandingRoute,
  putHostBrandingRoute,
  putTenantBrandingRoute,
  uploadBrandingImageRoute,
} from '@dl/contracts';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireProvider } from '#api/plugins/guards/index.ts';
import { logoMaxBytes, uploadLogo } from './logo-upload.ts';
import {
  getHostBranding,
  getTenantBranding,
  saveHostBranding,
  saveTenantBranding,
} from './provider-branding.service.ts';

/**
 * A tenant's branding per tenant and per host (issue 18 point 3); registered under the provider
 * guard. `tenants.read` reads, `branding.manage` saves and uploads logos.
 */
export function providerBrandingRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...getTenantBrandingRoute,
    handler: (req) => {
      requireProvider(req, 'tenants.read');
      return getTenantBranding(ctx.db, req.params.tenantId);
    },
  });
  app.route({
    ...putTenantBrandingRoute,
    handler: (req) => saveTenantBranding(ctx, requireProvider(req, 'branding.manage'), req.params.tenantId, req.body),
  });
  app.route({
    ...getHostBrandingRoute,
    handler: (req) => {
      requireProvider(req, 'tenants.read');
      return getHostBranding(ctx.db, req.params.tenantId, req.params.host);
    },
  });
  app.route({
    ...putHostBrandingRoute,
    handler: (req) =>
      saveHostBranding(ctx, requireProvider(req, 'branding.manage'), req.params.tenantId, req.params.host, req.body),
  });
  app.route({
    ...uploadBrandingImageRoute,
    handler: async (req, reply) => {
      const who = requireProvider(req, 'branding.manage');
      if (!req.isMultipart())
        throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data in the field "file".');
      const file = await req.file({ limits: { fileSize: logoMaxBytes(ctx) } });
      if (file?.fieldname !== 'file') throw new AppError('BAD_REQUEST', 'file: file is required');
      return reply.status(201).send(await uploadLogo(ctx, who, req.params.tenantId, file));
    },
  });
}
