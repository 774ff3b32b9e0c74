import type { InvestmentStatus, NdaStatus } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { READ_EVENT } from '#api/platform/audit.ts';

/** The audit events investor interest is read from (written by the opportunity and document reads). */
const { OPPORTUNITY_VIEWED } = READ_EVENT;
export const { DOCUMENTS_VIEWED } = READ_EVENT;

/** The opportunity of this tenant with its company, or undefined (another tenant's reads as missing). */
export function findTenantOpportunity(db: Executor, fiduciaryId: string, opportunityId: string) {
  return db
    .selectFrom('opportunity')
    .select(['id', 'issuer_id', 'name', 'status'])
    .where('id', '=', opportunityId)
    .where('fiduciary_id', '=', fiduciaryId)
    .executeTakeFirst();
}

/** What is known of one entity for the opportunity: one compact row per entity with any trace. */
export interface InterestRow {
  entity_id: string;
  entity_name: string;
  entity_type: string;
  first_viewed_on: Date | null;
  nda_id: string | null;
  nda_status: NdaStatus | null;
  nda_signed_on: Date | null;
  nda_countersigned_on: Date | null;
  data_room_entered_on: Date | null;
  investment_id: string | null;
  investment_status: InvestmentStatus | null;
  investment_amount: string | null;
  deal_signed_on: Date | null;
}

/**
 * Every investing entity of the tenant with a trace for the opportunity: an 'opportunity viewed'
 * event naming it (audit_event_subject_idx: subject = the opportunity), an NDA, a 'documents viewed'
 * event on one of the opportunity's DATA_ROOM documents (the same index, subject = the document), or
 * an investment (its live one, else its newest; the deal's signing date kept from any). The audit
 * reads touch only this opportunity's and its data room's events, never the whole table.
 */
export async function findInterestRows(db: Executor, fiduciaryId: string, opportunityId: string) {
  const { rows } = await sql<InterestRow>`
    WITH viewed AS (
      SELECT (a.data ->> 'entity_id')::uuid AS entity_id, min(a.created_on) AS first_viewed_on
      FROM audit_event a
      WHERE a.fiduciary_id = ${fiduciaryId} AND a.subject = ${opportunityId}::text
        AND a.kind = ${OPPORTUNITY_VIEWED} AND a.data ? 'entity_id'
      GROUP BY 1
    ), room AS (
      SELECT (a.data ->> 'entity_id')::uuid AS entity_id, min(a.created_on) AS entered_on
      FROM document d
      JOIN audit_event a ON a.fiduciary_id = d.fiduciary_id AND a.subject = d.id::text
      WHERE d.fiduciary_id = ${fiduciaryId} AND d.opportunity_id = ${opportunityId}
        AND d.doc_class = 'DATA_ROOM' AND a.kind = ${DOCUMENTS_VIEWED} AND a.data ? 'entity_id'
      GROUP BY 1
    ), inv AS (
      SELECT DISTINCT ON (i.entity_id) i.entity_id, i.id, i.status, i.amount::text AS amount,
        max(i.deal_signed_date) OVER (PARTITION BY i.entity_id) AS deal_signed_on
      FROM investment i
      WHERE i.fiduciary_id = ${fiduciaryId} AND i.opportunity_id = ${opportunityId}
      ORDER BY i.entity_id, (i.status = 'DEAL_DECLINED'), i.created_on DESC, i.id DESC
    ), traced AS (
      SELECT entity_id FROM viewed
      UNION SELECT entity_id FROM room
      UNION SELECT entity_id FROM inv
      UNION SELECT n.entity_id FROM nda n WHERE n.fiduciary_id = ${fiduciaryId} AND n.opportunity_id = ${opportunityId}
    )
    SELECT e.id AS entity_id, e.name AS entity_name, e.type AS entity_type,
      v.first_viewed_on,
      n.id AS nda_id, n.status AS nda_status, n.signed_on AS nda_signed_on,
      n.countersigned_on AS nda_countersigned_on,
      r.entered_on AS data_room_entered_on,
      inv.id AS investment_id, inv.status AS investment_status, inv.amount AS investment_amount,
      inv.deal_signed_on
    FROM traced t
    JOIN investing_entity e ON e.id = t.entity_id AND e.fiduciary_id = ${fiduciaryId}
    LEFT JOIN viewed v ON v.entity_id = t.entity_id
    LEFT JOIN room r ON r.entity_id = t.entity_id
    LEFT JOIN inv ON inv.entity_id = t.entity_id
    LEFT JOIN nda n ON n.opportunity_id = ${opportunityId} AND n.entity_id = t.entity_id
      AND n.fiduciary_id = ${fiduciaryId}
  `.execute(db);
  return rows;
}
