import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

/** Documents the fiduciary sends to investors (migration 20261127_1100). */
export interface DocumentSendTable {
  id: Generated<string>;
  fiduciary_id: string;
  name: string;
  description: Generated<string>;
  doc_class: 'FIDUCIARY' | 'TAX' | 'CAPITAL_CALL';
  document_type: string;
  action_required: 'SIGNATURE_REQUIRED' | 'REVIEW_REQUIRED';
  audience: 'INVESTOR' | 'OPPORTUNITY' | 'ALL';
  entity_id: string | null;
  opportunity_id: string | null;
  file_id: string;
  recipients: number;
  created_by: string | null;
  created_on: Timestamp;
}
