/**
 * A document row as the lists show it (spec 3 "Document"). Written here until the documents contract
 * lands in packages/contracts; every field but doc_id may be missing from a list answer.
 */
export const DOCUMENT_ACTION_REQUIRED = {
  signature: 'SIGNATURE_REQUIRED',
  review: 'REVIEW_REQUIRED',
} as const;

export type DocumentActionRequired = (typeof DOCUMENT_ACTION_REQUIRED)[keyof typeof DOCUMENT_ACTION_REQUIRED];

export interface DocumentEntity {
  trellis_uid: string;
  name?: string | null;
}

export interface FiduciaryDocumentDetails {
  id?: string | null;
  name?: string | null;
  description?: string | null;
}

export interface DocumentItem {
  doc_id: string;
  document_id?: string | null;
  signed_document_id?: string | null;
  document_name?: string | null;
  document_type?: string | null;
  modified_on?: string | null;
  opportunity_id?: string | null;
  opportunity_name?: string | null;
  action_required?: DocumentActionRequired | null;
  entity?: DocumentEntity | null;
  description?: string | null;
  /** Category path, top level first (spec 3: "an array of path levels"). */
  category?: readonly string[] | null;
  /** Present on fiduciary documents only. */
  fiduciary_document?: FiduciaryDocumentDetails | null;
}
