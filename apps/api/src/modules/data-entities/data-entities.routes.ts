import {
  entitySelectorRoute,
  getCommonDataEntityRoute,
  getDataEntityRoute,
  listCommonDataEntitiesRoute,
  listDataEntitiesRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requirePrincipal, requireTenant } from '#api/plugins/guards/index.ts';
import { getEntity, listEntities, selectItems, syncCommonDataEntities } from './data-entities.service.ts';

/** Tenant data entities and the entity selector (inside the tenant guard). */
export function dataEntityRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listDataEntitiesRoute,
    handler: (req) => listEntities(ctx, req.query.common ? null : requireTenant(req).fiduciaryId, req.query),
  });
  app.route({
    ...getDataEntityRoute,
    handler: (req) => getEntity(ctx, requireTenant(req).fiduciaryId, req.params.entity),
  });
  app.route({
    ...entitySelectorRoute,
    handler: (req) => selectItems(ctx, requireTenant(req).fiduciaryId, req.params.entity, req.query),
  });
}

/** The common base (`/api/v1/common/...`): any signed-in user. */
export function commonDataEntityRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  // The common lists are written (when they changed) before the API serves.
  app.addHook('onReady', () => syncCommonDataEntities(ctx.db));
  app.route({
    ...listCommonDataEntitiesRoute,
    handler: (req) => {
      requirePrincipal(req);
      return listEntities(ctx, null, req.query);
    },
  });
  app.route({
    ...getCommonDataEntityRoute,
    handler: (req) => {
      requirePrincipal(req);
      return getEntity(ctx, null, req.params.entity);
    },
  });
}
