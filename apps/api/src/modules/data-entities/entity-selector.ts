import type { Db } from '#api/db/database.ts';
import { type DataEntityItem, entityItems } from './data-entities.repository.ts';

export interface SelectorQuery {
  base: 'common' | 'tenant' | 'both';
  page: number;
  limit: number;
  search?: string | undefined;
}

/**
 * Spec 7's entity selector: the items of a data entity from the tenant base, the common base or
 * both (tenant first), whose name holds the search text (case-insensitive; spaces count, spec 5),
 * tagged `source: 'common'` or `''`. Undefined when no base asked has the entity.
 */
export async function selectEntities(db: Db, fiduciaryId: string, entity: string, q: SelectorQuery) {
  const [tenant, common] = await Promise.all([
    q.base === 'common' ? undefined : entityItems(db, fiduciaryId, entity, 'tenant'),
    q.base === 'tenant' ? undefined : entityItems(db, fiduciaryId, entity, 'common'),
  ]);
  if (!tenant && !common) return undefined;
  const needle = (q.search ?? '').toLowerCase();
  const tag = (items: readonly DataEntityItem[] | undefined, source: 'common' | '') =>
    (items ?? [])
      .filter((i) => !needle || i.name.toLowerCase().includes(needle))
      .map((i) => ({ id: String(i.id), name: i.name, source }));
  const all = [...tag(tenant, ''), ...tag(common, 'common')];
  const start = (q.page - 1) * q.limit;
  return { count: all.length, results: all.slice(start, start + q.limit) };
}
