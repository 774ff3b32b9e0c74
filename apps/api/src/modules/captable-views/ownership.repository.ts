import type { captable } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/**
 * SQL sums behind the ownership views (ADR 0032): the classes' and plans' running totals are read
 * as they are (a few rows); issued quantities are summed by kind over cap_security_class_idx, and by
 * holder over cap_security_holder_idx. Numbers come back as exact numeric text.
 */

export interface SecurityTotals {
  txSeq: string;
  /** Quantities of issued securities by kind. */
  byKind: Record<string, string>;
  /** Issued securities. */
  securities: number;
}

/**
 * The cap table's ledger sequence and its issued quantities by kind, in one statement (one
 * snapshot): the totals are exactly those of that sequence number.
 */
export async function securityTotals(db: Executor, capTableId: string): Promise<SecurityTotals> {
  const { rows } = await sql<{ tx_seq: string; kind: string | null; q: string | null; n: string | null }>`
    SELECT t.tx_seq::text AS tx_seq, s.kind, s.q::text AS q, s.n::text AS n
      FROM cap_table t
      LEFT JOIN LATERAL (
        SELECT kind, sum(quantity) AS q, count(*) AS n
          FROM cap_security
         WHERE cap_table_id = t.id AND status = 'issued'
         GROUP BY kind
      ) s ON true
     WHERE t.id = ${capTableId}`.execute(db);
  const byKind: Record<string, string> = {};
  let securities = 0;
  for (const r of rows) {
    if (r.kind === null) continue;
    byKind[r.kind] = r.q ?? '0';
    securities += Number(r.n ?? 0);
  }
  return { txSeq: rows[0]?.tx_seq ?? '0', byKind, securities };
}

/** The ledger's sequence number: one row by primary key. */
export async function txSeqOf(db: Executor, capTableId: string): Promise<string> {
  const row = await db.selectFrom('cap_table').select('tx_seq').where('id', '=', capTableId).executeTakeFirst();
  return row ? String(row.tx_seq) : '0';
}

export function classRows(db: Executor, capTableId: string) {
  return db
    .selectFrom('cap_stock_class')
    .select(['id', 'name', 'kind', 'authorized', 'issued', 'treasury', 'conversion_ratio', 'seniority'])
    .where('cap_table_id', '=', capTableId)
    .orderBy('kind')
    .orderBy('seniority')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function planRows(db: Executor, capTableId: string) {
  return db
    .selectFrom('cap_plan')
    .select(['id', 'name', 'class_id', 'reserved', 'outstanding_awards', 'issued_from_plan'])
    .where('cap_table_id', '=', capTableId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function stakeholderCount(db: Executor, capTableId: string): Promise<number> {
  const row = await db
    .selectFrom('cap_stakeholder')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('cap_table_id', '=', capTableId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface HolderSums {
  stakeholder_id: string;
  name: string;
  /** Shares as-converted: quantity × the class's conversion ratio. */
  as_converted: string;
  /** Options and warrants. */
  rights: string;
  total: string;
}

/**
 * What each holder's fully diluted figure counts, as SQL over the holder's sums: the ordering key of
 * the paged list. The figure shown is the domain's (holderOwnership) from the same sums; convertibles
 * add no shares until an assumption set is stored (see ownership.service.ts).
 */
const FD_SQL: Record<captable.FdDefinition, ReturnType<typeof sql.raw>> = {
  FD: sql.raw('as_converted + rights'),
  OUTSTANDING_ONLY: sql.raw('as_converted'),
  FD_INCL_CONVERTIBLES: sql.raw('as_converted + rights'),
};

/**
 * One page of holders with a fully diluted figure other than zero, by that figure (largest first),
 * then name and id; the count of such holders comes with the page (a window over the same rows).
 */
export async function holderSumsPage(
  db: Executor,
  capTableId: string,
  definition: captable.FdDefinition,
  page: { limit: number; offset: number },
): Promise<{ rows: HolderSums[]; count: number }> {
  const fd = FD_SQL[definition];
  const { rows } = await sql<HolderSums>`
    WITH sums AS (
      SELECT s.stakeholder_id,
             sum(CASE WHEN s.kind IN ('CS', 'PS') THEN s.quantity * coalesce(c.conversion_ratio, 1) ELSE 0 END)
               AS as_converted,
             sum(CASE WHEN s.kind IN ('OP', 'WA') THEN s.quantity ELSE 0 END) AS rights
        FROM cap_security s
        LEFT JOIN cap_stock_class c ON c.cap_table_id = s.cap_table_id AND c.id = s.class_id
       WHERE s.cap_table_id = ${capTableId} AND s.status = 'issued'
       GROUP BY s.stakeholder_id
    ), ranked AS (
      SELECT sums.*, ${fd} AS fd FROM sums
    )
    SELECT r.stakeholder_id, h.name, r.as_converted::text AS as_converted, r.rights::text AS rights,
           count(*) OVER ()::text AS total
      FROM ranked r
      JOIN cap_stakeholder h ON h.cap_table_id = ${capTableId} AND h.id = r.stakeholder_id
     WHERE r.fd <> 0
     ORDER BY r.fd DESC, lower(h.name), h.id
     LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db);
  const count = rows[0] ? Number(rows[0].total) : await holderCount(db, capTableId, definition);
  return { rows, count };
}

/** The issued quantities by kind of a few holders (a page), on cap_security_holder_idx. */
export async function holderKinds(db: Executor, capTableId: string, stakeholderIds: readonly string[]) {
  const byHolder = new Map<string, Record<string, string>>();
  if (stakeholderIds.length === 0) return byHolder;
  const { rows } = await sql<{ stakeholder_id: string; kind: string; q: string }>`
    SELECT stakeholder_id, kind, sum(quantity)::text AS q
      FROM cap_security
     WHERE cap_table_id = ${capTableId} AND status = 'issued'
       AND stakeholder_id IN (${sql.join([...stakeholderIds])})
     GROUP BY stakeholder_id, kind`.execute(db);
  for (const r of rows) byHolder.set(r.stakeholder_id, { ...byHolder.get(r.stakeholder_id), [r.kind]: r.q });
  return byHolder;
}

/**
 * A fingerprint of the cap table's stakeholders (how many, and a hash of their ids and names): a
 * page kept in memory is used only while it is unchanged, so a renamed holder is never shown stale.
 */
export async function stakeholderStamp(db: Executor, capTableId: string): Promise<string> {
  const { rows } = await sql<{ stamp: string }>`
    SELECT count(*) || ':' || coalesce(sum(hashtext(id || '|' || name)::bigint), 0) AS stamp
      FROM cap_stakeholder WHERE cap_table_id = ${capTableId}`.execute(db);
  return rows[0]?.stamp ?? '0:0';
}

/** The count alone, for a page past the end (the window gave no row to read it from). */
async function holderCount(db: Executor, capTableId: string, definition: captable.FdDefinition): Promise<number> {
  const fd = FD_SQL[definition];
  const { rows } = await sql<{ n: string }>`
    SELECT count(*)::text AS n FROM (
      SELECT sum(CASE WHEN s.kind IN ('CS', 'PS') THEN s.quantity * coalesce(c.conversion_ratio, 1) ELSE 0 END)
               AS as_converted,
             sum(CASE WHEN s.kind IN ('OP', 'WA') THEN s.quantity ELSE 0 END) AS rights
        FROM cap_security s
        LEFT JOIN cap_stock_class c ON c.cap_table_id = s.cap_table_id AND c.id = s.class_id
       WHERE s.cap_table_id = ${capTableId} AND s.status = 'issued'
       GROUP BY s.stakeholder_id
    ) sums WHERE ${fd} <> 0`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
