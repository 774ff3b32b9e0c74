import {
  addTenantHostRoute,
  createTenantRoute,
  getTenantRoute,
  listTenantIssuersRoute,
  listTenantsRoute,
  reactivateTenantRoute,
  removeTenantHostRoute,
  suspendTenantRoute,
  updateTenantRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireProvider } from '#api/plugins/guards/index.ts';
import {
  addHost,
  createTenant,
  editTenant,
  getTenant,
  listTenants,
  reactivateTenant,
  removeHost,
  suspendTenant,
  tenantIssuers,
} from './provider-tenants.service.ts';

/** The provider's tenants (issue 18 point 2, ADR 0029); registered under the provider guard. */
export function providerTenantRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listTenantsRoute,
    handler: (req) => {
      requireProvider(req, 'tenants.read');
      return listTenants(ctx, req.query);
    },
  });
  app.route({
    ...getTenantRoute,
    handler: async (req) => {
      requireProvider(req, 'tenants.read');
      return { data: await getTenant(ctx.db, req.params.tenantId) };
    },
  });
  app.route({
    ...listTenantIssuersRoute,
    handler: (req) => {
      requireProvider(req, 'users.read');
      return tenantIssuers(ctx, req.params.tenantId);
    },
  });
  app.route({
    ...createTenantRoute,
    handler: async (req, reply) => {
      const who = requireProvider(req, 'tenants.manage');
      return reply.code(201).send({ data: await createTenant(ctx, who, req.body) });
    },
  });
  app.route({
    ...updateTenantRoute,
    handler: async (req) => ({
      data: await editTenant(ctx, requireProvider(req, 'tenants.manage'), req.params.tenantId, req.body),
    }),
  });
  app.route({
    ...addTenantHostRoute,
    handler: async (req, reply) => {
      const who = requireProvider(req, 'tenants.manage');
      return reply.code(201).send({ data: await addHost(ctx, who, req.params.tenantId, req.body.host) });
    },
  });
  app.route({
    ...removeTenantHostRoute,
    handler: async (req) => ({
      data: await removeHost(ctx, requireProvider(req, 'tenants.manage'), req.params.tenantId, req.params.host),
    }),
  });
  app.route({
    ...suspendTenantRoute,
    handler: async (req) => ({
      data: await suspendTenant(ctx, requireProvider(req, 'tenants.manage'), req.params.tenantId, req.body.reason),
    }),
  });
  app.route({
    ...reactivateTenantRoute,
    handler: async (req) => ({
      data: await reactivateTenant(ctx, requireProvider(req, 'tenants.manage'), req.params.tenantId),
    }),
  });
}
