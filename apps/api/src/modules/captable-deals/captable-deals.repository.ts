import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { Insertable } from 'kysely';
import type { CapSecurityTable, CapStakeholderTable } from '#api/db/schema-captable.ts';

/** Kysely queries of deal -> ledger (ADR 0032). */

export interface DealRow {
  amount: string;
  entity_id: string;
  issuer_id: string;
  terms: { type?: unknown; pricePerShare?: unknown } | null;
  entity_name: string;
  entity_type: string;
  executed_on: string;
}

/** The executed investment with its opportunity's terms and the entity's name. */
export async function findDeal(trx: Executor, fiduciaryId: string, investmentId: string): Promise<DealRow | undefined> {
  const rows = await sql<DealRow>`
    SELECT i.amount::text AS amount, i.entity_id, o.issuer_id, o.details -> 'security_terms' AS terms,
      e.name AS entity_name, e.type AS entity_type, to_char(coalesce(i.executed_on, now()), 'YYYY-MM-DD') AS executed_on
    FROM investment i
    JOIN opportunity o ON o.id = i.opportunity_id
    JOIN investing_entity e ON e.id = i.entity_id
    WHERE i.fiduciary_id = ${fiduciaryId} AND i.id = ${investmentId} AND o.issuer_id IS NOT NULL`.execute(trx);
  return rows.rows[0];
}

export function findEntityStakeholder(trx: Executor, capTableId: string, entityId: string) {
  return trx
    .selectFrom('cap_stakeholder')
    .select('id')
    .where('cap_table_id', '=', capTableId)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
}

export async function insertStakeholder(trx: Executor, row: Insertable<CapStakeholderTable>): Promise<void> {
  await trx.insertInto('cap_stakeholder').values(row).execute();
}

/** The class shares of this kind go into: the most senior, then the newest. */
export function findClassFor(trx: Executor, capTableId: string, kind: 'CS' | 'PS') {
  return trx
    .selectFrom('cap_stock_class')
    .select(['id', 'price_per_share'])
    .where('cap_table_id', '=', capTableId)
    .where('kind', '=', kind)
    .orderBy('seniority', 'desc')
    .orderBy('created_on', 'desc')
    .executeTakeFirst();
}

export function findDraftOf(trx: Executor, investmentId: string) {
  return trx.selectFrom('cap_security').select('id').where('investment_id', '=', investmentId).executeTakeFirst();
}

export async function insertDraft(trx: Executor, row: Insertable<CapSecurityTable>): Promise<void> {
  await trx.insertInto('cap_security').values(row).execute();
}
