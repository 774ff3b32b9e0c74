import type { Db, Executor } from '#api/db/database.ts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { DataEntityItem } from './common-lists.ts';
import {
  entityItems as findEntityItems,
  findDataEntity,
  listDataEntities,
  putTenantDataEntity as upsertTenantDataEntity,
  syncCommonDataEntities as upsertCommonDataEntities,
} from './data-entities.repository.ts';
import type { DataEntityBase } from './data-entities.types.ts';
import { type SelectorQuery, selectEntities } from './entity-selector.ts';

const NO_DATA_ENTITY = 'No such data entity.';

export interface DataEntityListQuery {
  page: number;
  limit: number;
  query?: string | undefined;
}

/**
 * One base's data entities, paged (`fiduciaryId` null: the common base). Items are answered only
 * when the `query` field list names `value`.
 */
export async function listEntities(ctx: AppContext, fiduciaryId: string | null, q: DataEntityListQuery) {
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

/** The items of one data entity (the tenant's own, else the common one); 404 when neither has it. */
export async function getEntity(ctx: AppContext, fiduciaryId: string | null, entity: string) {
  const found = await findDataEntity(ctx.db, fiduciaryId, entity);
  if (!found) throw notFound(NO_DATA_ENTITY);
  return { value: found.value };
}

/** Spec 7's entity selector over the tenant base, the common base or both; 404 when no base asked has it. */
export async function selectItems(ctx: AppContext, fiduciaryId: string, entity: string, q: SelectorQuery) {
  const found = await selectEntities(ctx.db, fiduciaryId, entity, q);
  if (!found) throw notFound(NO_DATA_ENTITY);
  return found;
}

/** Writes the common lists (only those whose items changed); run before the API serves and by the seed. */
export function syncCommonDataEntities(db: Executor): Promise<void> {
  return upsertCommonDataEntities(db);
}

/** Inserts or replaces a tenant's own list (the seed's tenant data entities). */
export function putTenantDataEntity(
  db: Executor,
  fiduciaryId: string,
  name: string,
  value: readonly DataEntityItem[],
): Promise<void> {
  return upsertTenantDataEntity(db, fiduciaryId, name, value);
}

/**
 * Items of a data entity of one base, or undefined when that base has no such entity (the form
 * engine's lists). The tenant base includes its issuers as `issuer`.
 */
export function entityItems(
  db: Db,
  fiduciaryId: string,
  name: string,
  base: DataEntityBase,
): Promise<DataEntityItem[] | undefined> {
  return findEntityItems(db, fiduciaryId, name, base);
}
