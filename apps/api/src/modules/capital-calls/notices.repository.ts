import type { Executor } from '#api/db/database.ts';

/** SQL of the notice job: what one allocation's notice says, and the document it becomes. */

export function findNoticeSubject(db: Executor, fiduciaryId: string, capitalCallId: string) {
  return db
    .selectFrom('capital_call as c')
    .innerJoin('opportunity_call as oc', 'oc.id', 'c.opportunity_call_id')
    .innerJoin('investment as i', 'i.id', 'c.investment_id')
    .innerJoin('investing_entity as e', 'e.id', 'i.entity_id')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .innerJoin('fiduciary as f', 'f.id', 'c.fiduciary_id')
    .select([
      'c.id',
      'c.investment_id',
      'c.call_number',
      'c.amount',
      'c.due_date',
      'c.notice_document_id',
      'oc.call_number as opportunity_call_number',
      'oc.note',
      'i.entity_id',
      'e.name as entity_name',
      'o.id as opportunity_id',
      'o.name as opportunity_name',
      'f.name as fiduciary_name',
    ])
    .where('c.fiduciary_id', '=', fiduciaryId)
    .where('c.id', '=', capitalCallId)
    .executeTakeFirst();
}

export async function insertNoticeFile(
  db: Executor,
  file: { id: string; fiduciary_id: string; name: string; size: number; sha256: string; storage_key: string },
): Promise<void> {
  await db
    .insertInto('stored_file')
    .values({ ...file, uploaded_by: null, mime_type: 'application/pdf' })
    .execute();
}

/** The notice as a CAPITAL_CALL document addressed to the investing entity (ADR 0013). */
export function insertNoticeDocument(
  db: Executor,
  doc: { fiduciary_id: string; opportunity_id: string; entity_id: string; name: string; file_id: string },
) {
  return db
    .insertInto('document')
    .values({
      ...doc,
      doc_class: 'CAPITAL_CALL',
      document_type: 'Capital Call',
      action_required: 'REVIEW_REQUIRED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Links the notice unless another attempt already did; answers whether this one did. */
export async function linkNotice(db: Executor, capitalCallId: string, documentId: string): Promise<boolean> {
  const result = await db
    .updateTable('capital_call')
    .set({ notice_document_id: documentId })
    .where('id', '=', capitalCallId)
    .where('notice_document_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
