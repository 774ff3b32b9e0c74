import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/**
 * Keyset reads of the cap table's lists for the CSV export: each returns at most `limit` rows after
 * the given key, in the order of an index (primary keys, cap_stakeholder_name_idx).
 */

export type NameKey = { name: string; id: string };

export function stakeholdersAfter(db: Executor, capTableId: string, after: NameKey | null, limit: number) {
  return db
    .selectFrom('cap_stakeholder as h')
    .select([
      'h.id',
      'h.name',
      'h.stakeholder_type',
      'h.email',
      'h.relationship',
      sql<string>`(SELECT coalesce(sum(CASE WHEN s.kind IN ('CS', 'PS')
          THEN s.quantity * coalesce(c.conversion_ratio, 1) ELSE 0 END), 0)::text
        FROM cap_security s LEFT JOIN cap_stock_class c ON c.cap_table_id = s.cap_table_id AND c.id = s.class_id
        WHERE s.cap_table_id = h.cap_table_id AND s.stakeholder_id = h.id AND s.status = 'issued')`.as('as_converted'),
      sql<string>`(SELECT coalesce(sum(s.quantity), 0)::text FROM cap_security s
        WHERE s.cap_table_id = h.cap_table_id AND s.stakeholder_id = h.id AND s.status = 'issued'
          AND s.kind IN ('OP', 'WA'))`.as('rights'),
    ])
    .where('h.cap_table_id', '=', capTableId)
    .$if(after !== null, (q) =>
      q.where(sql<boolean>`(lower(h.name), h.id) > (lower(${after?.name ?? ''}), ${after?.id ?? ''})`),
    )
    .orderBy(sql`lower(h.name)`)
    .orderBy('h.id')
    .limit(limit)
    .execute();
}

export function securitiesAfter(db: Executor, capTableId: string, after: string | null, limit: number) {
  return db
    .selectFrom('cap_security as s')
    .leftJoin('cap_stakeholder as h', (j) =>
      j.onRef('h.cap_table_id', '=', 's.cap_table_id').onRef('h.id', '=', 's.stakeholder_id'),
    )
    .select([
      's.id',
      's.kind',
      's.status',
      's.stakeholder_id',
      'h.name as stakeholder_name',
      's.class_id',
      's.plan_id',
      sql<string | null>`s.quantity::text`.as('quantity'),
      sql<string | null>`s.price::text`.as('price'),
      's.option_kind',
      's.issue_date',
      's.terms_id',
      's.terms_version',
      's.parent_id',
      's.created_by_tx',
      's.ended_by_tx',
    ])
    .where('s.cap_table_id', '=', capTableId)
    .$if(after !== null, (q) => q.where('s.id', '>', after as string))
    .orderBy('s.id')
    .limit(limit)
    .execute();
}

export function ledgerAfter(db: Executor, capTableId: string, after: string | null, limit: number) {
  return db
    .selectFrom('cap_tx')
    .select(['seq', 'id', 'type', 'date', 'security_id', 'body', 'created_on'])
    .where('cap_table_id', '=', capTableId)
    .$if(after !== null, (q) => q.where('seq', '>', after as string))
    .orderBy('seq')
    .limit(limit)
    .execute();
}

export function plansAfter(db: Executor, capTableId: string, after: string | null, limit: number) {
  return db
    .selectFrom('cap_plan')
    .select([
      'id',
      'name',
      'class_id',
      sql<string>`reserved::text`.as('reserved'),
      sql<string>`outstanding_awards::text`.as('outstanding_awards'),
      sql<string>`issued_from_plan::text`.as('issued_from_plan'),
      'cancellation_behavior',
      'board_approval_date',
    ])
    .where('cap_table_id', '=', capTableId)
    .$if(after !== null, (q) => q.where('id', '>', after as string))
    .orderBy('id')
    .limit(limit)
    .execute();
}
