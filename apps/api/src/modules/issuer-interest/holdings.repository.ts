import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

export interface HoldingRow {
  opportunity_id: string;
  opportunity_name: string;
  security_type: number | null;
  investors: number;
  amount: string;
  total: string;
}

/**
 * The company's executed investments per opportunity and security type (the share terms' type
 * number, spec 3): distinct investing entities and the exact numeric sum, with the grand total of
 * the same sums (a window over the groups) on every row.
 */
export async function findHoldings(db: Executor, fiduciaryId: string, issuerId: string) {
  const { rows } = await sql<HoldingRow>`
    SELECT o.id AS opportunity_id, o.name AS opportunity_name,
      CASE WHEN (o.details #>> '{security_terms,type}') ~ '^[0-9]+$'
        THEN (o.details #>> '{security_terms,type}')::int END AS security_type,
      count(DISTINCT i.entity_id)::int AS investors,
      sum(i.amount)::text AS amount,
      (sum(sum(i.amount)) OVER ())::text AS total
    FROM opportunity o
    JOIN investment i ON i.opportunity_id = o.id AND i.fiduciary_id = o.fiduciary_id
    WHERE o.fiduciary_id = ${fiduciaryId} AND o.issuer_id = ${issuerId} AND i.status = 'DEAL_EXECUTED'
    GROUP BY o.id, o.name, 3
    ORDER BY o.name, o.id
  `.execute(db);
  return rows;
}
