import type { NotificationItem } from '@dl/contracts';
import { formatSocketFrame, isNavigateToName, notificationColor, type NotificationEvent } from '@dl/domain';

/** The columns a notification item is built from. */
export const NOTIFICATION_COLUMNS = [
  'id',
  'kind',
  'event',
  'message',
  'navigate_to',
  'resource_id',
  'query',
  'created_on',
  'read_on',
] as const;

export interface NotificationRow {
  id: string;
  kind: 'ACTION' | 'NOTIFICATION';
  event: string;
  message: string;
  navigate_to: string | null;
  resource_id: string | null;
  query: Record<string, string> | null;
  created_on: Date;
  read_on: Date | null;
}

export function toNotificationItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    event: row.event as NotificationEvent,
    message: row.message,
    navigate_to: row.navigate_to && isNavigateToName(row.navigate_to) ? row.navigate_to : null,
    resource_id: row.resource_id,
    query: row.query,
    created_on: new Date(row.created_on).toISOString(),
    read_on: row.read_on ? new Date(row.read_on).toISOString() : null,
  };
}

/** The pushed frame of one stored notification. */
export function notificationFrame(item: NotificationItem): string {
  return formatSocketFrame({
    event: 'notification',
    data: {
      status: 'new',
      text: item.message,
      color: notificationColor(item.kind),
      navigate_to: item.navigate_to,
      resource_id: item.resource_id,
      query: item.query,
      item,
    },
  });
}
