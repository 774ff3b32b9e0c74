import type { ColumnType, Generated } from 'kysely';
import type { NullableTime, Timestamp } from './columns.ts';

/** The Q&A table (migration 20261121_2010_qna_item, ADR 0018). */

export interface QnaItemTable {
  id: Generated<string>;
  fiduciary_id: string;
  opportunity_id: string;
  document_id: string | null;
  document_type: string | null;
  /** The asking investor entity. */
  entity_id: string;
  requestor_id: string;
  requestor_name: string;
  requestor_type: Generated<'INVESTOR'>;
  request: string;
  response: string | null;
  respondent_id: string | null;
  respondent_type: 'ISSUER' | 'FIDUCIARY' | null;
  /** Generated from `response IS NOT NULL`: never written. */
  has_response: ColumnType<boolean, never, never>;
  created_on: Timestamp;
  modified_on: Timestamp;
  deleted_on: NullableTime;
  /** Published to every investor of the opportunity, the asker's name removed (migration 20261127_1850). */
  published_on: Generated<Date | null>;
  published_by: Generated<string | null>;
}
