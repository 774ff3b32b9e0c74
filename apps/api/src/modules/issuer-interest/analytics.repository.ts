import type { Executor } from '#api/db/database.ts';
import { sql } from 'kysely';
import { DOCUMENTS_VIEWED } from './interest.repository.ts';

/** The opportunity's data-room documents, in the order the data room lists them. */
export function findDataRoomDocuments(db: Executor, fiduciaryId: string, opportunityId: string) {
  return db
    .selectFrom('document')
    .select(['id', 'name', 'category'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .where('doc_class', '=', 'DATA_ROOM')
    .orderBy('category')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export interface ReaderRow {
  document_id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  entity_id: string | null;
  entity_name: string | null;
  views: string;
  first_viewed_on: Date;
  last_viewed_on: Date;
}

/**
 * Per data-room document, who read it (user and the entity they read for, from the event's
 * data.entity_id), how often, first and last: the 'documents viewed' events of these documents
 * only, through audit_event_subject_idx (subject = the document).
 */
export async function findDocumentReaders(db: Executor, fiduciaryId: string, documentIds: readonly string[]) {
  if (documentIds.length === 0) return [];
  const { rows } = await sql<ReaderRow>`
    SELECT r.document_id, r.user_id, u.first_name, u.last_name, u.email,
      e.id AS entity_id, e.name AS entity_name, r.views::text AS views, r.first_viewed_on, r.last_viewed_on
    FROM (
      SELECT a.subject::uuid AS document_id, a.actor_user_id AS user_id,
        (a.data ->> 'entity_id')::uuid AS entity_id, count(*) AS views,
        min(a.created_on) AS first_viewed_on, max(a.created_on) AS last_viewed_on
      FROM audit_event a
      WHERE a.fiduciary_id = ${fiduciaryId}
        AND a.subject IN (${sql.join(documentIds.map((id) => sql`${id}::text`))})
        AND a.kind = ${DOCUMENTS_VIEWED} AND a.actor_user_id IS NOT NULL
      GROUP BY 1, 2, 3
    ) r
    JOIN app_user u ON u.id = r.user_id
    LEFT JOIN investing_entity e ON e.id = r.entity_id AND e.fiduciary_id = ${fiduciaryId}
    ORDER BY r.last_viewed_on DESC, r.user_id
  `.execute(db);
  return rows;
}
