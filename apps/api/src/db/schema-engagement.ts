import type { ColumnType, Generated } from 'kysely';
import type { NullableTime, Timestamp } from './columns.ts';

/** Tables of meetings, events, resources and service requests (migration 20261121_2020_engagement, ADR 0019). */

export interface MeetingRequestTable {
  id: Generated<string>;
  fiduciary_id: string;
  opportunity_id: string;
  entity_id: string;
  requested_by: string;
  /** timestamptz[]: 1 to 3 proposed start times. */
  proposed_times: ColumnType<Date[], string[], string[]>;
  duration_minutes: number;
  note: Generated<string>;
  status: Generated<'REQUESTED' | 'ACCEPTED' | 'DECLINED' | 'CANCELLED'>;
  accepted_time: NullableTime;
  decline_reason: string | null;
  responded_by: string | null;
  created_on: Timestamp;
  modified_on: Timestamp;
}

export interface EventTable {
  id: Generated<string>;
  fiduciary_id: string;
  title: string;
  description: Generated<string>;
  starts_on: Timestamp;
  ends_on: Timestamp;
  location: string | null;
  url: string | null;
  opportunity_id: string | null;
  created_by: string | null;
  created_on: Timestamp;
}

export interface ResourceTable {
  id: Generated<string>;
  fiduciary_id: string;
  title: string;
  description: Generated<string>;
  kind: 'DOCUMENT' | 'LINK';
  file_id: string | null;
  url: string | null;
  category: Generated<string>;
  created_by: string | null;
  created_on: Timestamp;
}

export interface ServiceRequestTable {
  id: Generated<string>;
  fiduciary_id: string;
  entity_id: string;
  requested_by: string;
  subject: string;
  category: string;
  description: string;
  status: Generated<'OPEN' | 'IN_PROGRESS' | 'RESOLVED' | 'CLOSED'>;
  created_on: Timestamp;
  modified_on: Timestamp;
}

export interface ServiceRequestCommentTable {
  id: Generated<string>;
  request_id: string;
  author_id: string;
  author_type: 'INVESTOR' | 'FIDUCIARY';
  body: string;
  created_on: Timestamp;
}
