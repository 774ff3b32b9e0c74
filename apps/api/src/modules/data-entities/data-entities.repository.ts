import { sql } from 'kysely';
import type { Db, Executor } from '#api/db/database.ts';
import { COMMON_DATA_ENTITIES, type DataEntityItem } from './common-lists.ts';

export type { DataEntityItem } from './common-lists.ts';
export type DataEntityBase = 'tenant' | 'common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Data entities read from other tables of the tenant rather than from data_entity. */
const TABLE_ENTITIES = ['issuer'] as const;

/** Writes the common lists; a list is rewritten only when its items changed. Idempotent. */
export async function syncCommonDataEntities(db: Executor): Promise<void> {
  for (const [name, value] of Object.entries(COMMON_DATA_ENTITIES)) {
    await sql`
      INSERT INTO data_entity (name, scope, fiduciary_id, value)
      VALUES (${name}, 'common', NULL, ${JSON.stringify(value)}::jsonb)
      ON CONFLICT (name) WHERE scope = 'common'
      DO UPDATE SET value = excluded.value, modified_on = now()
      WHERE data_entity.value IS DISTINCT FROM excluded.value`.execute(db);
  }
}

/** A tenant's own list (inserted or replaced). */
export async function putTenantDataEntity(
  db: Executor,
  fiduciaryId: string,
  name: string,
  value: readonly DataEntityItem[],
): Promise<void> {
  await sql`
    INSERT INTO data_entity (name, scope, fiduciary_id, value)
    VALUES (${name}, 'tenant', ${fiduciaryId}, ${JSON.stringify(value)}::jsonb)
    ON CONFLICT (fiduciary_id, name) WHERE scope = 'tenant'
    DO UPDATE SET value = excluded.value, modified_on = now()`.execute(db);
}

export interface DataEntityRow {
  id: string;
  name: string;
  value: DataEntityItem[];
}

/** One base's data entities by name, paged (`fiduciaryId` null: the common base). */
export async function listDataEntities(
  db: Db,
  fiduciaryId: string | null,
  page: { offset: number; limit: number },
): Promise<{ count: number; rows: DataEntityRow[] }> {
  const base = db
    .selectFrom('data_entity')
    .$if(fiduciaryId === null, (q) => q.where('scope', '=', 'common'))
    .$if(fiduciaryId !== null, (q) => q.where('scope', '=', 'tenant').where('fiduciary_id', '=', fiduciaryId));
  const [total, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base.select(['id', 'name', 'value']).orderBy('name').orderBy('id').offset(page.offset).limit(page.limit).execute(),
  ]);
  return { count: Number(total.n), rows: rows.map((r) => ({ ...r, value: r.value as DataEntityItem[] })) };
}

/** The tenant's (when `fiduciaryId` is given) or the common data entity named `nameOrId`. */
async function findRow(db: Db, fiduciaryId: string | null, nameOrId: string): Promise<DataEntityRow | undefined> {
  const row = await db
    .selectFrom('data_entity')
    .select(['id', 'name', 'value'])
    .$if(fiduciaryId === null, (q) => q.where('scope', '=', 'common'))
    .$if(fiduciaryId !== null, (q) => q.where('scope', '=', 'tenant').where('fiduciary_id', '=', fiduciaryId))
    .where((eb) => (UUID.test(nameOrId) ? eb('id', '=', nameOrId) : eb('name', '=', nameOrId)))
    .executeTakeFirst();
  return row ? { ...row, value: row.value as DataEntityItem[] } : undefined;
}

async function tableItems(db: Db, fiduciaryId: string, name: string): Promise<DataEntityItem[] | undefined> {
  if (!(TABLE_ENTITIES as readonly string[]).includes(name)) return undefined;
  const rows = await db
    .selectFrom('issuer')
    .select(['id', 'name'])
    .where('fiduciary_id', '=', fiduciaryId)
    .orderBy('name')
    .execute();
  return rows;
}

/**
 * Items of a data entity of one base, or undefined when that base has no such entity. The tenant
 * base is the tenant's own list (or its issuers for `issuer`); the common base the shared list.
 */
export async function entityItems(
  db: Db,
  fiduciaryId: string,
  name: string,
  base: DataEntityBase,
): Promise<DataEntityItem[] | undefined> {
  if (base === 'common') return (await findRow(db, null, name))?.value;
  return (await tableItems(db, fiduciaryId, name)) ?? (await findRow(db, fiduciaryId, name))?.value;
}

/** `GET data-entities/{entity}`: the tenant's own list, else the common one. */
export async function findDataEntity(db: Db, fiduciaryId: string | null, nameOrId: string) {
  if (fiduciaryId) {
    const items = await tableItems(db, fiduciaryId, nameOrId);
    if (items) return { id: nameOrId, name: nameOrId, value: items };
    const own = await findRow(db, fiduciaryId, nameOrId);
    if (own) return own;
  }
  return findRow(db, null, nameOrId);
}
