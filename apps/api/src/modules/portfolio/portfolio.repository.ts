import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { DOCUMENT_ROW_COLUMNS } from '../documents/index.ts';
import { executePrepared } from '#api/lib/prepared.ts';

export interface PositionFilters {
  fiduciaryId: string;
  entityIds: readonly string[];
  opportunityId?: string | undefined;
  isPrimary?: boolean | undefined;
  sector?: string | undefined;
  stage?: string | undefined;
  type?: string | undefined;
}

function executed(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('investment as i')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .innerJoin('issuer as s', 's.id', 'o.issuer_id')
    .where('i.fiduciary_id', '=', fiduciaryId)
    .where('i.status', '=', 'DEAL_EXECUTED');
}

/** Executed investments (positions) of the given entities, with what the charts group by. */
function positions(db: Executor, f: PositionFilters) {
  return executed(db, f.fiduciaryId)
    .where('i.entity_id', 'in', [...f.entityIds])
    .$if(f.opportunityId !== undefined, (q) => q.where('i.opportunity_id', '=', f.opportunityId as string))
    .$if(f.isPrimary !== undefined, (q) => q.where('o.opportunity_type', '=', f.isPrimary ? 'PRIMARY' : 'SECONDARY'))
    .$if(f.sector !== undefined, (q) => q.where(sql<string>`s.details->>'sector'`, '=', f.sector as string))
    .$if(f.stage !== undefined, (q) => q.where('s.stage', '=', f.stage as string))
    .$if(f.type !== undefined, (q) => q.where('o.type', '=', f.type as 'GENERAL' | 'FUND' | 'SPV'));
}

/** Position columns of the filtered positions, or (with `ids`, already filtered) of those ids alone. */
function withColumns(db: Executor, f: PositionFilters, ids?: readonly string[]) {
  const rows = ids
    ? executed(db, f.fiduciaryId).where(sql<boolean>`i.id = any(${[...ids]}::uuid[])`)
    : positions(db, f);
  return rows
    .innerJoin('investing_entity as e', 'e.id', 'i.entity_id')
    .select([
      'i.id',
      'i.opportunity_id',
      'i.amount',
      'i.payment_status',
      'i.executed_on',
      'i.created_on',
      'i.signed_file_id',
      'i.countersigned_file_id',
      'o.name as opportunity_name',
      'o.opportunity_type',
      'o.type',
      's.id as issuer_id',
      's.name as issuer_name',
      's.stage',
      sql<string | null>`s.details->>'sector'`.as('sector'),
      'e.id as entity_id',
      'e.name as entity_name',
      'e.trellis_uid as entity_trellis_uid',
    ]);
}

export type PositionRow = Awaited<ReturnType<typeof findAllPositions>>[number];

const ORDER_COLUMNS = {
  executed_on: 'i.executed_on',
  created_on: 'i.created_on',
  cost: 'i.amount',
  opportunity_name: 'o.name',
} as const;

/** Every matching position's id in `ordering` (the position index's load). */
export async function findPositionIds(db: Executor, f: PositionFilters, ordering: string): Promise<string[]> {
  if (f.entityIds.length === 0) return [];
  const direction = ordering.startsWith('-') ? 'desc' : 'asc';
  const column = ORDER_COLUMNS[ordering.replace(/^-/, '') as keyof typeof ORDER_COLUMNS] ?? 'i.executed_on';
  const rows = await positions(db, f).select('i.id').orderBy(column, direction).orderBy('i.id', direction).execute();
  return rows.map((r) => r.id);
}

/** Positions by id, in the order of `ids`. */
export async function findPositionsByIds(db: Executor, f: PositionFilters, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await executePrepared(db, withColumns(db, f, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findAllPositions(db: Executor, f: PositionFilters) {
  if (f.entityIds.length === 0) return [];
  return withColumns(db, f).orderBy('i.executed_on', 'desc').orderBy('i.id', 'desc').execute();
}

/** Every valuation mark of these opportunities, oldest first. */
export async function findMarks(db: Executor, fiduciaryId: string, opportunityIds: readonly string[]) {
  if (opportunityIds.length === 0) return [];
  return db
    .selectFrom('valuation_mark')
    .select(['opportunity_id', 'as_of', 'price', 'multiple'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', 'in', [...opportunityIds])
    .orderBy('opportunity_id')
    .orderBy('as_of')
    .execute();
}

export type MarkRow = Awaited<ReturnType<typeof findMarks>>[number];

export function findOpportunityHeader(db: Executor, fiduciaryId: string, opportunityId: string) {
  return db
    .selectFrom('opportunity as o')
    .innerJoin('issuer as s', 's.id', 'o.issuer_id')
    .select([
      'o.id',
      'o.name',
      'o.short_desc',
      'o.opportunity_type',
      'o.type',
      's.id as issuer_id',
      's.name as issuer_name',
      's.stage',
      sql<string | null>`s.details->>'sector'`.as('sector'),
    ])
    .where('o.fiduciary_id', '=', fiduciaryId)
    .where('o.id', '=', opportunityId)
    .executeTakeFirst();
}

/**
 * Documents of a position: the opportunity's NDA and deal, its data room when open, and those addressed
 * to the holding entities (capital-call notices, tax forms, fiduciary documents of that opportunity).
 */
export function findPositionDocuments(
  db: Executor,
  fiduciaryId: string,
  opportunityId: string,
  entityIds: readonly string[],
) {
  return db
    .selectFrom('document as d')
    .leftJoin('opportunity as o', 'o.id', 'd.opportunity_id')
    .leftJoin('investing_entity as e', 'e.id', 'd.entity_id')
    .select([...DOCUMENT_ROW_COLUMNS])
    .where('d.fiduciary_id', '=', fiduciaryId)
    .where('d.opportunity_id', '=', opportunityId)
    .where((eb) =>
      eb.or([
        eb('d.doc_class', 'in', ['NDA', 'DEAL']),
        // The data room only once a holding entity's NDA is executed (the documents access rule).
        eb.and([
          eb('d.doc_class', '=', 'DATA_ROOM'),
          eb.exists(
            eb
              .selectFrom('nda as n')
              .select('n.id')
              .whereRef('n.opportunity_id', '=', 'd.opportunity_id')
              .where('n.entity_id', 'in', [...entityIds])
              .where('n.status', '=', 'NDA_EXECUTED'),
          ),
        ]),
        eb.and([
          eb('d.doc_class', 'in', ['FIDUCIARY', 'TAX', 'CAPITAL_CALL']),
          eb('d.entity_id', 'in', [...entityIds]),
        ]),
      ]),
    )
    .orderBy('d.doc_class')
    .orderBy('d.name')
    .orderBy('d.id')
    .execute();
}

/** The holding entities' NDA copies of an opportunity (executed, else signed), for 'View Signed'. */
export async function findSignedNdaFileId(
  db: Executor,
  fiduciaryId: string,
  opportunityId: string,
  entityIds: readonly string[],
): Promise<string | null> {
  const row = await db
    .selectFrom('nda')
    .select(sql<string | null>`coalesce(executed_file_id, signed_file_id)`.as('file_id'))
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .where('entity_id', 'in', [...entityIds])
    .where(sql<boolean>`coalesce(executed_file_id, signed_file_id) IS NOT NULL`)
    .orderBy('modified_on', 'desc')
    .executeTakeFirst();
  return row?.file_id ?? null;
}
