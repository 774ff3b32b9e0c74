import type { DocumentRecord } from '@dl/contracts';
import type { DocumentRow } from './documents.repository.ts';

/** The wire record of spec 3 "Document" (see documentRecordSchema for what each id means). */
export function toDocumentRecord(
  row: DocumentRow,
  extra: { signedDocumentId: string | null; entityUid: string | null },
): DocumentRecord {
  const uid = row.entity_trellis_uid ?? extra.entityUid;
  return {
    doc_id: row.id,
    document_id: row.file_id,
    signed_document_id: extra.signedDocumentId,
    document_name: row.name,
    document_type: row.document_type,
    document_class: row.doc_class,
    modified_on: new Date(row.modified_on).toISOString(),
    opportunity_id: row.opportunity_id,
    opportunity_name: row.opportunity_name,
    action_required: row.action_required,
    entity: uid ? { trellis_uid: uid } : null,
    description: row.description,
    category: row.category,
    digitization_status: row.digitization_status,
    fields: row.fields,
  };
}
