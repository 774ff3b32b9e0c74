import type { ColumnType, Generated } from 'kysely';
import type { Json, NullableTime, Timestamp } from './columns.ts';

/** Tables of realtime notifications (migration 20261121_2000_notifications, ADR 0016). */

export interface NotificationTable {
  id: Generated<string>;
  fiduciary_id: string;
  user_id: string;
  kind: 'ACTION' | 'NOTIFICATION';
  event: string;
  message: string;
  navigate_to: string | null;
  resource_id: string | null;
  query: ColumnType<Record<string, string> | null, string | null, string | null>;
  created_on: Timestamp;
  read_on: NullableTime;
}

export interface SystemNotificationTable {
  id: Generated<string>;
  /** Every tenant, or the tenants of `system_notification_tenant` (migration 20261127_1610). */
  all_tenants: Generated<boolean>;
  title: string;
  kind: 'Announcement' | 'Incident' | 'Maintenance';
  severity: 'High Impact' | 'Severity 1' | 'Severity 2';
  message_details: Json<{ details: string }>;
  reported_at: Timestamp;
  created_by: string | null;
  starts_on: Timestamp;
  ends_on: NullableTime;
  /** When its start was pushed to the connected sockets (once). */
  pushed_on: NullableTime;
  withdrawn_on: NullableTime;
  withdrawn_by: string | null;
  updated_on: NullableTime;
  updated_by: string | null;
}

export interface SystemNotificationTenantTable {
  notification_id: string;
  fiduciary_id: string;
}

export interface WebsocketTicketTable {
  token_hash: Buffer;
  user_id: string;
  fiduciary_id: string;
  role: string;
  entity_id: string | null;
  /** The session (refresh-token family) that asked for the ticket; its end closes the socket. */
  session_id: string | null;
  expires_on: ColumnType<Date, Date | string, Date | string>;
  used_on: NullableTime;
}
