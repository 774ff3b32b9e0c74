import {
  entitySelectorRoute,
  getCommonDataEntityRoute,
  getDataEntityRoute,
  listCommonDataEntitiesRoute,
  listDataEntitiesRoute,
} from '@dl/contracts';
import { notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FastifyZodInstance } from '../../lib/fastify-types.ts';
import { requirePrincipal, requireTenant } from '../../plugins/guards/index.ts';
import { findDataEntity, listDataEntities, syncCommonDataEntities } from './data-entities.repository.ts';
import { selectEntities } from './entity-selector.ts';

const NO_DATA_ENTITY = 'No such data entity.';

interface ListQuery {
  page: number;
  limit: number;
  query?: string | undefined;
}

async function list(ctx: AppContext, fiduciaryId: string | null, q: ListQuery) {
  const withValue = (q.query ?? 'id,name').split(',').some((f) => f.trim() === 'value');
  const { count, rows } = await listDataEntities(ctx.db, fiduciaryId, {
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
  });
  return {
    count,
    results: rows.map((r) => ({ id: r.id, name: r.name, ...(withValue ? { value: r.value } : {}) })),
  };
}

async function one(ctx: AppContext, fiduciaryId: string | null, entity: string) {
  const found = await findDataEntity(ctx.db, fiduciaryId, entity);
  if (!found) throw notFound(NO_DATA_ENTITY);
  return { value: found.value };
}

/** Tenant data entities and the entity selector (inside the tenant guard). */
export function dataEntityRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listDataEntitiesRoute,
    handler: (req) => list(ctx, req.query.common ? null : requireTenant(req).fiduciaryId, req.query),
  });
  app.route({
    ...getDataEntityRoute,
    handler: (req) => one(ctx, requireTenant(req).fiduciaryId, req.params.entity),
  });
  app.route({
    ...entitySelectorRoute,
    handler: async (req) => {
      const found = await selectEntities(ctx.db, requireTenant(req).fiduciaryId, req.params.entity, req.query);
      if (!found) throw notFound(NO_DATA_ENTITY);
      return found;
    },
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
      return list(ctx, null, req.query);
    },
  });
  app.route({
    ...getCommonDataEntityRoute,
    handler: (req) => {
      requirePrincipal(req);
      return one(ctx, null, req.params.entity);
    },
  });
}
