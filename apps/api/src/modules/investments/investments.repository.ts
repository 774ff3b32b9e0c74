import { type InvestmentStatus, statusesShownAs } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { containsPattern } from '#api/db/like.ts';
import { executePrepared } from '#api/lib/prepared.ts';
import type { InvestmentTable } from '#api/db/schema.ts';
import type { Insertable, Updateable } from 'kysely';
import { sortColumn } from '#api/lib/sort-key.ts';

/** What a listed investment carries of its entity, opportunity and issuer. */
const DETAIL_COLUMNS = [
  'e.name as entity_name',
  'e.trellis_uid as entity_trellis_uid',
  'o.name as opportunity_name',
  'o.short_desc as opportunity_short_desc',
  'o.opportunity_type',
  'o.type as opportunity_structure',
  'o.status as opportunity_status',
  'o.size as opportunity_size',
  'o.minimum as opportunity_minimum',
  'o.start_date as opportunity_start_date',
  'o.end_date as opportunity_end_date',
  's.id as issuer_id',
  's.name as issuer_name',
] as const;

function investments(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('investment as i')
    .innerJoin('investing_entity as e', 'e.id', 'i.entity_id')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .innerJoin('issuer as s', 's.id', 'o.issuer_id')
    .selectAll('i')
    .select(DETAIL_COLUMNS)
    .where('i.fiduciary_id', '=', fiduciaryId);
}

export type InvestmentRow = NonNullable<Awaited<ReturnType<typeof findInvestmentById>>>;

export function findInvestmentById(db: Executor, fiduciaryId: string, id: string) {
  return investments(db, fiduciaryId).where('i.id', '=', id).executeTakeFirst();
}

/** The live (not declined) investment of an entity in an opportunity. */
export function findLiveInvestment(db: Executor, fiduciaryId: string, opportunityId: string, entityId: string) {
  return investments(db, fiduciaryId)
    .where('i.opportunity_id', '=', opportunityId)
    .where('i.entity_id', '=', entityId)
    .where('i.status', '<>', 'DEAL_DECLINED')
    .executeTakeFirst();
}

export interface InvestmentFilters {
  fiduciaryId: string;
  /** Only these entities (an investor's); undefined = every entity (fiduciary staff). */
  entityIds?: readonly string[] | undefined;
  opportunityId?: string | undefined;
  /** One entity (the deals list's investor filter). */
  entityId?: string | undefined;
  /** A part of the entity's name, case-insensitive (the deals list's investor search). */
  entityName?: string | undefined;
  status?: InvestmentStatus | undefined;
  opportunityName?: string | undefined;
  isPrimary?: boolean | undefined;
}

const ORDERINGS = {
  created_on: 'i.created_on',
  modified_on: 'i.modified_on',
  amount: 'i.amount',
  status: 'i.status',
  opportunity_name: 'o.name',
  entity_name: 'e.name',
} as const;

/** `ordering` of spec 7 (leading minus = descending); unknown fields fall back to -created_on. */
function parseOrdering(ordering: string | undefined) {
  const descending = ordering ? ordering.startsWith('-') : true;
  const column = sortColumn(ORDERINGS, ordering, 'created_on');
  return { column, direction: descending ? ('desc' as const) : ('asc' as const) };
}

function filtered(db: Executor, f: InvestmentFilters) {
  return investments(db, f.fiduciaryId)
    .$if(f.entityIds !== undefined, (q) => q.where('i.entity_id', 'in', [...(f.entityIds ?? [])]))
    .$if(Boolean(f.opportunityId), (q) => q.where('i.opportunity_id', '=', f.opportunityId as string))
    .$if(Boolean(f.entityId), (q) => q.where('i.entity_id', '=', f.entityId as string))
    .$if(Boolean(f.status), (q) => q.where('i.status', 'in', statusesShownAs(f.status as InvestmentStatus)))
    .$if(Boolean(f.entityName), (q) => q.where('e.name', 'ilike', containsPattern(f.entityName as string)))
    .$if(Boolean(f.opportunityName), (q) => q.where('o.name', 'ilike', containsPattern(f.opportunityName as string)))
    .$if(f.isPrimary !== undefined, (q) => q.where('o.opportunity_type', '=', f.isPrimary ? 'PRIMARY' : 'SECONDARY'));
}

/**
 * How many investments match: the investment table alone (an index scan of the tenant's rows),
 * joined to the entity or opportunity only when a filter names their columns (the foreign keys
 * guarantee the joins keep every row otherwise).
 */
export async function countInvestments(db: Executor, f: InvestmentFilters): Promise<number> {
  if (f.entityIds?.length === 0) return 0;
  const needsEntity = Boolean(f.entityName);
  const needsOpportunity = Boolean(f.opportunityName) || f.isPrimary !== undefined;
  const row = await db
    .selectFrom('investment as i')
    .$if(needsEntity, (q) => q.innerJoin('investing_entity as e', 'e.id', 'i.entity_id'))
    .$if(needsOpportunity, (q) => q.innerJoin('opportunity as o', 'o.id', 'i.opportunity_id'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('i.fiduciary_id', '=', f.fiduciaryId)
    .$if(f.entityIds !== undefined, (q) => q.where('i.entity_id', 'in', [...(f.entityIds ?? [])]))
    .$if(Boolean(f.opportunityId), (q) => q.where('i.opportunity_id', '=', f.opportunityId as string))
    .$if(Boolean(f.entityId), (q) => q.where('i.entity_id', '=', f.entityId as string))
    .$if(Boolean(f.status), (q) => q.where('i.status', 'in', statusesShownAs(f.status as InvestmentStatus)))
    .$if(needsEntity, (q) => q.where(sql.ref('e.name'), 'ilike', containsPattern(f.entityName as string)))
    .$if(Boolean(f.opportunityName), (q) =>
      q.where(sql.ref('o.name'), 'ilike', containsPattern(f.opportunityName as string)),
    )
    .$if(f.isPrimary !== undefined, (q) =>
      q.where(sql.ref('o.opportunity_type'), '=', f.isPrimary ? 'PRIMARY' : 'SECONDARY'),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findInvestmentPage(
  db: Executor,
  f: InvestmentFilters,
  page: { limit: number; offset: number; ordering?: string | undefined },
) {
  if (f.entityIds?.length === 0) return [];
  const { column, direction } = parseOrdering(page.ordering);
  const ownColumnsOnly = !f.entityName && !f.opportunityName && f.isPrimary === undefined && column.startsWith('i.');
  if (ownColumnsOnly) return pageOfOwnRows(db, f, { column, direction, ...page });
  return filtered(db, f)
    .orderBy(column, direction)
    .orderBy('i.id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * A page filtered and ordered on the investment's own columns: the page is cut from the investment
 * table first and only its rows are joined to their entity, opportunity and issuer. Joined first,
 * the plan sized its lookups for every investment of the tenant (BENCHMARKS.md, fund-admin runs).
 */
function pageOfOwnRows(
  db: Executor,
  f: InvestmentFilters,
  p: { column: (typeof ORDERINGS)[keyof typeof ORDERINGS]; direction: 'asc' | 'desc'; limit: number; offset: number },
) {
  const own = db
    .selectFrom('investment as i')
    .selectAll('i')
    .where('i.fiduciary_id', '=', f.fiduciaryId)
    .$if(f.entityIds !== undefined, (q) => q.where('i.entity_id', 'in', [...(f.entityIds ?? [])]))
    .$if(Boolean(f.opportunityId), (q) => q.where('i.opportunity_id', '=', f.opportunityId as string))
    .$if(Boolean(f.entityId), (q) => q.where('i.entity_id', '=', f.entityId as string))
    .$if(Boolean(f.status), (q) => q.where('i.status', 'in', statusesShownAs(f.status as InvestmentStatus)))
    .orderBy(sql.ref(p.column), p.direction)
    .orderBy('i.id', p.direction)
    .limit(p.limit)
    .offset(p.offset)
    .as('i');
  return db
    .selectFrom(own)
    .innerJoin('investing_entity as e', 'e.id', 'i.entity_id')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .innerJoin('issuer as s', 's.id', 'o.issuer_id')
    .selectAll('i')
    .select(DETAIL_COLUMNS)
    .orderBy(sql.ref(p.column), p.direction)
    .orderBy('i.id', p.direction)
    .execute();
}

/** Every matching investment's id in `ordering` (the investment index's load, investment-index.ts). */
export async function findInvestmentIds(db: Executor, f: InvestmentFilters, ordering?: string): Promise<string[]> {
  if (f.entityIds?.length === 0) return [];
  const { column, direction } = parseOrdering(ordering);
  const rows = await filtered(db, f)
    .clearSelect()
    .select('i.id')
    .orderBy(column, direction)
    .orderBy('i.id', direction)
    .execute();
  return rows.map((r) => r.id);
}

/** Investments by id (ids already filtered by the index), in the order of `ids`; one prepared statement. */
export async function findInvestmentsByIds(db: Executor, fiduciaryId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await executePrepared(
    db,
    investments(db, fiduciaryId).where(sql<boolean>`i.id = any(${[...ids]}::uuid[])`),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function findDealDocumentId(db: Executor, fiduciaryId: string, opportunityId: string) {
  return db
    .selectFrom('document')
    .select('id')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .where('doc_class', '=', 'DEAL')
    .orderBy('created_on')
    .orderBy('id')
    .executeTakeFirst();
}

export function insertInvestment(db: Executor, values: Insertable<InvestmentTable>) {
  return db.insertInto('investment').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateInvestment(db: Executor, fiduciaryId: string, id: string, patch: Updateable<InvestmentTable>) {
  return db
    .updateTable('investment')
    .set({ ...patch, modified_on: sql<Date>`now()` })
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', id)
    .execute();
}

/** Locks the row for a state change: concurrent transitions are serialised. */
export function lockInvestment(db: Executor, fiduciaryId: string, id: string) {
  return db
    .selectFrom('investment')
    .select(['id', 'status', 'entity_id', 'opportunity_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Keeps the first time the investor opened the deal document. */
export function markDealReviewed(db: Executor, fiduciaryId: string, id: string) {
  return db
    .updateTable('investment')
    .set({ deal_reviewed_date: sql<Date>`coalesce(deal_reviewed_date, now())`, modified_on: sql<Date>`now()` })
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', id)
    .execute();
}

/** The entity of one investment of the fiduciary, whatever its opportunity, or undefined. */
export function findInvestmentEntity(db: Executor, fiduciaryId: string, id: string) {
  return db
    .selectFrom('investment')
    .select('entity_id')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', id)
    .executeTakeFirst();
}
