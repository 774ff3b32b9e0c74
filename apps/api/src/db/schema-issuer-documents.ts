import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** Where the signer's mark goes on a template without form fields, in PDF points (page 1 first). */
export interface SignatureAreaColumn {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every file a document has had (migration 20261127_1900); `document.file_id` is the latest. */
export interface DocumentVersionTable {
  id: Generated<string>;
  fiduciary_id: string;
  document_id: string;
  file_id: string;
  version: number;
  uploaded_by: string | null;
  created_on: Timestamp;
}
