import type { AccessStatus } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { containsPattern } from '#api/db/like.ts';

export interface AccessFilters {
  fiduciaryId: string;
  opportunityId: string;
  status?: AccessStatus | 'NONE';
  name?: string;
  tag?: string;
}

export interface AccessPage {
  field: 'name' | 'modified_on';
  descending: boolean;
  limit: number;
  offset: number;
}

/** The tenant's investing entities with their access row for the opportunity (none: no row), filtered. */
function entitiesWithAccess(db: Executor, f: AccessFilters) {
  return db
    .selectFrom('investing_entity as e')
    .leftJoin('opportunity_access as a', (join) =>
      join.onRef('a.entity_id', '=', 'e.id').on('a.opportunity_id', '=', f.opportunityId),
    )
    .where('e.fiduciary_id', '=', f.fiduciaryId)
    .$if(f.status === 'NONE', (q) => q.where('a.status', 'is', null))
    .$if(f.status !== undefined && f.status !== 'NONE', (q) => q.where('a.status', '=', f.status as AccessStatus))
    .$if(Boolean(f.name), (q) => q.where('e.name', 'ilike', containsPattern(f.name as string)))
    .$if(Boolean(f.tag), (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('entity_tag as t')
            .select(sql`1`.as('one'))
            .whereRef('t.entity_id', '=', 'e.id')
            .where('t.fiduciary_id', '=', f.fiduciaryId)
            .where('t.tag', '=', f.tag as string),
        ),
      ),
    );
}

export function findAccessPage(db: Executor, f: AccessFilters, page: AccessPage) {
  const direction = page.descending ? 'desc' : 'asc';
  const sortColumn = page.field === 'name' ? 'e.name' : 'a.modified_on';
  // Entities without a row have no date: they come last either way.
  return entitiesWithAccess(db, f)
    .select((eb) => [
      'e.id',
      'e.name',
      'e.type',
      'a.status',
      'a.modified_on',
      sql<string[]>`array(${eb
        .selectFrom('entity_tag as t')
        .select('t.tag')
        .whereRef('t.entity_id', '=', 'e.id')
        .orderBy('t.tag')})`.as('tags'),
    ])
    .orderBy(sortColumn, (ob) => (page.descending ? ob.desc() : ob.asc()).nullsLast())
    .orderBy('e.id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAccess(db: Executor, f: AccessFilters): Promise<number> {
  const row = await entitiesWithAccess(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many of the tenant's entities hold each status for the opportunity ('NONE': no row). */
export async function summarizeAccess(db: Executor, fiduciaryId: string, opportunityId: string) {
  const rows = await entitiesWithAccess(db, { fiduciaryId, opportunityId })
    .select([sql<string>`coalesce(a.status, 'NONE')`.as('status'), sql<string>`count(*)`.as('n')])
    .groupBy(sql`coalesce(a.status, 'NONE')`)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** The tags the tenant's entities follow, with how many follow each. */
export async function findEntityTagCounts(db: Executor, fiduciaryId: string) {
  const rows = await db
    .selectFrom('entity_tag')
    .select(['tag', sql<string>`count(*)`.as('n')])
    .where('fiduciary_id', '=', fiduciaryId)
    .groupBy('tag')
    .orderBy('tag')
    .execute();
  return rows.map((r) => ({ tag: r.tag, count: Number(r.n) }));
}

/** How many of `ids` are investing entities of the tenant. */
export async function countTenantEntities(db: Executor, fiduciaryId: string, ids: readonly string[]) {
  const row = await db
    .selectFrom('investing_entity')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface AccessTarget {
  fiduciaryId: string;
  opportunityId: string;
  status: 'APPROVED' | 'CLOSED';
  /** Only entities following this tag. */
  tag?: string;
  /** Only these entities. */
  entityIds?: readonly string[];
}

function targetEntities(db: Executor, t: AccessTarget) {
  return db
    .selectFrom('investing_entity as e')
    .where('e.fiduciary_id', '=', t.fiduciaryId)
    .$if(t.tag !== undefined, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('entity_tag as t')
            .select(sql`1`.as('one'))
            .whereRef('t.entity_id', '=', 'e.id')
            .where('t.fiduciary_id', '=', t.fiduciaryId)
            .where('t.tag', '=', t.tag as string),
        ),
      ),
    )
    .$if(t.entityIds !== undefined, (q) => q.where('e.id', 'in', t.entityIds as string[]));
}

export async function countTargetEntities(db: Executor, t: AccessTarget): Promise<number> {
  const row = await targetEntities(db, t)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One statement for any number of entities: rows already holding the status are left untouched
 * (idempotent), and a grant leaves NDA_DECLINED (the investor's own answer) as it is. Returns how
 * many rows were written.
 */
export async function writeAccess(db: Executor, t: AccessTarget): Promise<number> {
  const rows = await db
    .insertInto('opportunity_access')
    .columns(['opportunity_id', 'entity_id', 'fiduciary_id', 'status'])
    .expression(
      targetEntities(db, t).select([
        sql<string>`${t.opportunityId}::uuid`.as('opportunity_id'),
        'e.id as entity_id',
        sql<string>`${t.fiduciaryId}::uuid`.as('fiduciary_id'),
        sql<string>`${t.status}`.as('status'),
      ]),
    )
    .onConflict((oc) =>
      oc
        .columns(['opportunity_id', 'entity_id'])
        .doUpdateSet({ status: (eb) => eb.ref('excluded.status'), modified_on: sql`now()` })
        .where((eb) =>
          eb.and([
            eb('opportunity_access.status', '<>', eb.ref('excluded.status')),
            t.status === 'CLOSED' ? sql<boolean>`true` : eb('opportunity_access.status', '<>', 'NDA_DECLINED'),
          ]),
        ),
    )
    .returning('entity_id')
    .execute();
  return rows.length;
}
