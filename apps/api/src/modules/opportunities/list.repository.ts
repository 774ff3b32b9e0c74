import type { OpportunityLifecycle } from '@dl/domain';
import type { OpportunityOrderingField } from '@dl/contracts';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { containsPattern } from '#api/db/like.ts';
import type { Database, OpportunityTable } from '#api/db/schema.ts';
import type { Cursor } from '#api/lib/cursor.ts';
import { markedPage } from './marked-page.ts';
import { executePrepared } from '#api/lib/prepared.ts';

/**
 * The filters of one list request. `user`/`entity` parts (favorites, dismissals, CLOSED access) are
 * per caller; the rest is shared by every caller of the fiduciary, so its count can be cached.
 */
export interface ListFilters {
  fiduciaryId: string;
  userId: string;
  entityId: string;
  /** The caller's marks (CallerMarks): saved, dismissed and CLOSED ids. */
  marks: {
    saved: readonly string[];
    dismissed: readonly string[];
    closed: readonly string[];
    hiddenSet(hideDismissed: boolean, hideSaved: boolean): ReadonlySet<string>;
  };
  status: OpportunityLifecycle;
  /** Spec 6 mpid rule: false keeps SECONDARY rows out. */
  secondaries: boolean;
  name?: string | undefined;
  issuerName?: string | undefined;
  kind?: 'PRIMARY' | 'SECONDARY' | undefined;
  favorite?: 1 | -1 | 0 | undefined;
  isDismissed?: boolean | undefined;
  minimumGte?: string | undefined;
  minimumLte?: string | undefined;
  market?: string | undefined;
  stage?: string | undefined;
  /** The issuers matching issuerName, market and stage, when one of those is given (findIssuerIds). */
  issuerIds?: readonly string[] | undefined;
  structure?: 'GENERAL' | 'FUND' | 'SPV' | undefined;
  tag?: string | undefined;
}

export interface Ordering {
  field: OpportunityOrderingField;
  descending: boolean;
}

type OppDb = Database & { o: OpportunityTable };
type OppQuery<O> = SelectQueryBuilder<OppDb, 'o', O>;
type OppEb = ExpressionBuilder<OppDb, 'o'>;

const uuids = (ids: readonly string[]) => sql`${ids}::uuid[]`;
const among = (ids: readonly string[]) => sql<boolean>`o.id = ANY(${uuids(ids)})`;
const notAmong = (ids: readonly string[]) => sql<boolean>`o.id <> ALL(${uuids(ids)})`;

/** Whether the list shows only rows the caller marked (favorite 1 / -1, or dismissed only). */
export function isPositivePreferenceFilter(f: ListFilters): boolean {
  return f.favorite === 1 || f.favorite === -1 || f.isDismissed === true;
}

/** Filters every caller of the fiduciary shares (see ListFilters). */
function sharedFilters<O>(q: OppQuery<O>, f: ListFilters): OppQuery<O> {
  return (
    q
      .where('o.fiduciary_id', '=', f.fiduciaryId)
      .where('o.status', '=', f.status)
      .$if(!f.secondaries, (w) => w.where('o.opportunity_type', '=', 'PRIMARY'))
      .$if(f.kind !== undefined, (w) => w.where('o.opportunity_type', '=', f.kind as 'PRIMARY'))
      .$if(Boolean(f.name), (w) => w.where('o.name', 'ilike', containsPattern(f.name as string)))
      .$if(f.structure !== undefined, (w) => w.where('o.type', '=', f.structure as 'GENERAL'))
      .$if(f.minimumGte !== undefined, (w) => w.where('o.minimum', '>=', f.minimumGte as string))
      .$if(f.minimumLte !== undefined, (w) => w.where('o.minimum', '<=', f.minimumLte as string))
      // Issuer ids as an array parameter: cheaper to plan than a semi-join on issuer (BENCHMARKS.md).
      .$if(f.issuerIds !== undefined, (w) =>
        w.where(sql<boolean>`o.issuer_id = ANY(${uuids(f.issuerIds as readonly string[])})`),
      )
      .$if(Boolean(f.tag), (w) =>
        w.where((eb) =>
          eb.exists(
            eb
              .selectFrom('opportunity_tag as t')
              .select(sql`1`.as('one'))
              .whereRef('t.opportunity_id', '=', 'o.id')
              .where('t.tag', '=', f.tag as string),
          ),
        ),
      )
  );
}

/**
 * Up to this many marks go to PostgreSQL as an array parameter (no subquery to plan: the cheapest
 * form for the usual handful). More are tested per listed row by primary key when the query stops
 * after a page of rows, and as one hashed `NOT IN` list when it must walk deep (offset pages), where
 * per-row tests would cost one lookup per skipped row (measured on the large data, BENCHMARKS.md).
 */
const MARKS_AS_ARRAY = 64;

/**
 * How the caller's marks are tested: per row (pages that stop early), hashed (deep walks), or, for
 * the marks that hide rows, not in SQL at all: the caller drops them from the rows (keysetPage).
 */
type MarkTest = 'per-row' | 'hashed' | 'in-app';

type MarkKind = 'saved' | 'dismissed' | 'closed';

function markIds(eb: OppEb, f: ListFilters, kind: MarkKind) {
  if (kind === 'closed')
    return eb
      .selectFrom('opportunity_access as a')
      .select('a.opportunity_id')
      .where('a.fiduciary_id', '=', f.fiduciaryId)
      .where('a.entity_id', '=', f.entityId)
      .where('a.status', '=', 'CLOSED');
  return eb
    .selectFrom('opportunity_preference as p')
    .select('p.opportunity_id')
    .where('p.fiduciary_id', '=', f.fiduciaryId)
    .where('p.user_id', '=', f.userId)
    .where('p.favorite', '=', kind === 'saved' ? 1 : -1);
}

function markRow(eb: OppEb, f: ListFilters, kind: MarkKind) {
  if (kind === 'closed')
    return eb.exists(
      eb
        .selectFrom('opportunity_access as a')
        .select(sql`1`.as('one'))
        .whereRef('a.opportunity_id', '=', 'o.id')
        .where('a.entity_id', '=', f.entityId)
        .where('a.status', '=', 'CLOSED'),
    );
  return eb.exists(
    eb
      .selectFrom('opportunity_preference as p')
      .select(sql`1`.as('one'))
      .whereRef('p.opportunity_id', '=', 'o.id')
      .where('p.user_id', '=', f.userId)
      .where('p.favorite', '=', kind === 'saved' ? 1 : -1),
  );
}

/** `o` is (or, with `negate`, is not) among the caller's marks of one kind. */
function marked<O>(q: OppQuery<O>, f: ListFilters, kind: MarkKind, negate: boolean, test: MarkTest): OppQuery<O> {
  const ids = f.marks[kind];
  if (negate && test === 'in-app') return q;
  if (ids.length <= MARKS_AS_ARRAY) {
    if (negate) return ids.length === 0 ? q : q.where(notAmong(ids));
    return q.where(among(ids));
  }
  if (test === 'hashed') return q.where('o.id', negate ? 'not in' : 'in', (eb) => markIds(eb, f, kind));
  return q.where((eb) => (negate ? eb.not(markRow(eb, f, kind)) : markRow(eb, f, kind)));
}

/**
 * The caller's own filters. Spec 4: dismissed rows (favorite -1) are hidden unless a favorite filter
 * is given; rows whose access the entity has CLOSED never show (ADR 0006).
 */
function callerFilters<O>(q: OppQuery<O>, f: ListFilters, test: MarkTest): OppQuery<O> {
  const mark = (qb: OppQuery<O>, kind: MarkKind, negate: boolean) => marked(qb, f, kind, negate, test);
  let out = mark(q, 'closed', true);
  if (f.favorite === 1) out = mark(out, 'saved', false);
  if (f.favorite === -1 || f.isDismissed === true) out = mark(out, 'dismissed', false);
  if (f.favorite === 0) out = mark(mark(out, 'saved', true), 'dismissed', true);
  else if (f.isDismissed === false || (f.favorite === undefined && f.isDismissed !== true))
    out = mark(out, 'dismissed', true);
  return out;
}

function visible(db: Executor, f: ListFilters, test: MarkTest = 'per-row') {
  return callerFilters(sharedFilters(db.selectFrom('opportunity as o'), f), f, test);
}

/** Rows every caller would see with these filters; cached per fiduciary and filter set. */
export async function countShared(db: Executor, f: ListFilters): Promise<number> {
  const row = await sharedFilters(db.selectFrom('opportunity as o'), f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The exact count when the caller's filters select their own marks (thumbs up / down): found from
 * the marks by primary key, whatever their number.
 */
export async function countVisible(db: Executor, f: ListFilters): Promise<number> {
  const ids = f.favorite === 1 ? f.marks.saved : f.marks.dismissed;
  if (ids.length === 0) return 0;
  const row = await visible(db, f)
    .where(among(ids))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How many rows of the shared set the caller's filters take away (their hidden marks), looked up by
 * primary key from the marks rather than by walking the list.
 */
export async function countExcluded(db: Executor, f: ListFilters): Promise<number> {
  const { saved, dismissed, closed } = f.marks;
  const hidden = [...new Set(f.favorite === 0 ? [...saved, ...dismissed, ...closed] : [...dismissed, ...closed])];
  if (hidden.length === 0) return 0;
  const row = await sharedFilters(db.selectFrom('opportunity as o'), f)
    .where(among(hidden))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const ORDER_COLUMN = {
  created_on: 'o.created_on',
  name: 'o.name',
  minimum: 'o.minimum',
  size: 'o.size',
  end_date: 'o.end_date',
} as const;

function ordered<O>(q: OppQuery<O>, ordering: Ordering): OppQuery<O> {
  const dir = ordering.descending ? 'desc' : 'asc';
  return q.orderBy(ORDER_COLUMN[ordering.field], dir).orderBy('o.id', dir);
}

function pageOf(db: Executor, f: ListFilters, ordering: Ordering, limit: number, test: MarkTest = 'per-row') {
  return selectRow(ordered(visible(db, f, test), ordering)).limit(limit);
}

function selectRow<O>(q: OppQuery<O>) {
  return q.select([
    'o.id',
    'o.name',
    'o.short_desc',
    'o.opportunity_type',
    'o.type',
    'o.status',
    'o.size',
    'o.minimum',
    'o.start_date',
    'o.end_date',
    'o.created_on',
    'o.issuer_id',
    sql<string>`o.created_on::text`.as('sort_key'),
  ]);
}

/** Rows among `ids` that pass the shared filters, newest first (a page of the caller's marks). */
function rowsByIds(db: Executor, f: ListFilters, ids: readonly string[]) {
  return executePrepared(
    db,
    selectRow(ordered(sharedFilters(db.selectFrom('opportunity as o'), f), NEWEST_FIRST).where(among(ids))),
  );
}

/** Shared page rows kept per process (platform/page-cache.ts), bound to the request's fiduciary and shared filters. */
export interface SharedRows {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
}

const uncached: SharedRows = { get: (_key, load) => load() };

const NEWEST_FIRST: Ordering = { field: 'created_on', descending: true };
const keysetAfter = (c: Cursor) => sql<boolean>`(o.created_on, o.id) < (${c.created_on}::timestamptz, ${c.id}::uuid)`;
const cursorOf = (row: { sort_key: string; id: string }): Cursor => ({ created_on: row.sort_key, id: row.id });

/** The ids the caller's filters hide (the negated marks of callerFilters). */
function hiddenIds(f: ListFilters): ReadonlySet<string> {
  const hideDismissed =
    f.favorite === 0 || f.isDismissed === false || (f.favorite === undefined && f.isDismissed !== true);
  return f.marks.hiddenSet(hideDismissed, f.favorite === 0);
}

/**
 * A newest-first page (first or keyset): the rows come straight off the index with only the shared
 * filters, a few more than asked, and the caller's hidden rows are dropped here. PostgreSQL then
 * plans the same small query for every caller, whatever they dismissed. Should hidden rows crowd the
 * top of the list, after a few rounds PostgreSQL tests them itself from there on.
 */
async function keysetPage(db: Executor, f: ListFilters, limit: number, after: Cursor | undefined, shared: SharedRows) {
  const query = (from: Cursor | undefined, n: number, test: MarkTest) =>
    executePrepared(
      db,
      pageOf(db, f, NEWEST_FIRST, n, test).$if(from !== undefined, (q) => q.where(keysetAfter(from as Cursor))),
    );
  // In-app reads carry the shared filters only: the same rows for every caller, so they are kept.
  const read = (from: Cursor | undefined, n: number, test: MarkTest) =>
    test === 'in-app'
      ? shared.get(`k|${from?.created_on}|${from?.id}|${n}`, () => query(from, n, test))
      : query(from, n, test);
  const hidden = hiddenIds(f);
  if (hidden.size === 0) return read(after, limit, 'in-app');
  const rows: Awaited<ReturnType<typeof read>> = [];
  let from = after;
  let n = limit + Math.min(hidden.size, Math.ceil(limit / 5) + 1);
  for (let round = 0; round < 3; round += 1) {
    const batch = await read(from, n, 'in-app');
    for (const row of batch) {
      if (hidden.has(row.id)) continue;
      rows.push(row);
      if (rows.length === limit) return rows;
    }
    const last = batch.at(-1);
    if (batch.length < n || !last) return rows;
    from = cursorOf(last);
    n = Math.min(n * 4, 1000);
  }
  return [...rows, ...(await read(from, limit - rows.length, 'per-row'))];
}

/**
 * One page. Newest-first pages (the first, and keyset pages after `after`) read their rows straight
 * off the (fiduciary_id, status[, opportunity_type], created_on, id) index at the same cost at any
 * depth (keysetPage). Other orderings read page 1 off their own index. Offset pages first find their
 * ids on the index, then read just those rows.
 */
export async function findOpportunityPage(
  db: Executor,
  f: ListFilters,
  page: { ordering: Ordering; limit: number; offset: number; after?: Cursor | undefined; shared?: SharedRows },
) {
  const { after, limit, ordering } = page;
  const shared = page.shared ?? uncached;
  const isNewestFirst = ordering.field === 'created_on' && ordering.descending;
  if (after || page.offset === 0) {
    if (isNewestFirst)
      return (await markedPage(db, f, limit, after, rowsByIds)) ?? keysetPage(db, f, limit, after, shared);
    const first = () => executePrepared(db, pageOf(db, f, ordering, limit));
    // With nothing of the caller's to test, page 1 of another ordering is the shared rows too.
    if (isPositivePreferenceFilter(f) || hiddenIds(f).size > 0) return first();
    return shared.get(`o|${ordering.field}|${ordering.descending}|${limit}`, first);
  }
  const ids = ordered(visible(db, f, 'hashed').select('o.id'), ordering)
    .limit(limit)
    .offset(page.offset);
  return pageOf(db, f, ordering, limit).where('o.id', 'in', ids).execute();
}

export type OpportunityRow = Awaited<ReturnType<typeof findOpportunityPage>>[number];

export function findIssuerSummaries(db: Executor, fiduciaryId: string, ids: readonly string[]) {
  return db
    .selectFrom('issuer')
    .select(['id', 'name', 'market', 'stage'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', 'in', ids)
    .execute();
}

/** Issuers of the fiduciary matching the list's issuer filters (name substring, market, stage). */
export async function findIssuerIds(
  db: Executor,
  fiduciaryId: string,
  filter: { name?: string | undefined; market?: string | undefined; stage?: string | undefined },
): Promise<string[]> {
  const rows = await db
    .selectFrom('issuer as i')
    .select('i.id')
    .where('i.fiduciary_id', '=', fiduciaryId)
    .$if(Boolean(filter.name), (q) => q.where('i.name', 'ilike', containsPattern(filter.name as string)))
    .$if(Boolean(filter.market), (q) => q.where('i.market', '=', filter.market as string))
    .$if(Boolean(filter.stage), (q) => q.where('i.stage', '=', filter.stage as string))
    .orderBy('i.id')
    .execute();
  return rows.map((r) => r.id);
}

export type IssuerSummary = Awaited<ReturnType<typeof findIssuerSummaries>>[number];
