/**
 * The columns of a document row as the documents mapper reads them, for queries on `document as d`
 * left-joined to `opportunity as o` and `investing_entity as e` (documents, my documents, a position's
 * documents).
 */
export const DOCUMENT_ROW_COLUMNS = [
  'd.id',
  'd.opportunity_id',
  'd.entity_id',
  'd.doc_class',
  'd.document_type',
  'd.name',
  'd.description',
  'd.category',
  'd.file_id',
  'd.digitization_status',
  'd.fields',
  'd.action_required',
  'd.modified_on',
  'o.name as opportunity_name',
  'e.trellis_uid as entity_trellis_uid',
] as const;
