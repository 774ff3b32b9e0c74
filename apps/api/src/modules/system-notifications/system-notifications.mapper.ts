import type { SystemNotificationItem } from '@dl/contracts';
import { formatSocketFrame, SEVERITY_COLORS } from '@dl/domain';

export const SYSTEM_NOTIFICATION_COLUMNS = [
  'id',
  'title',
  'kind',
  'severity',
  'message_details',
  'reported_at',
] as const;

export interface SystemNotificationRow {
  id: string;
  title: string;
  kind: SystemNotificationItem['kind'];
  severity: SystemNotificationItem['severity'];
  message_details: { details?: string };
  reported_at: Date;
}

export function toSystemNotificationItem(row: SystemNotificationRow): SystemNotificationItem {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    severity: row.severity,
    message_details: { details: row.message_details?.details ?? '' },
    reported_at: new Date(row.reported_at).toISOString(),
  };
}

/** The pushed frame of a system notification: its title is the snackbar text. */
export function systemNotificationFrame(item: SystemNotificationItem): string {
  return formatSocketFrame({
    event: 'system_notification',
    data: {
      status: 'new',
      text: item.title,
      color: SEVERITY_COLORS[item.severity],
      navigate_to: 'SystemNotifications',
      resource_id: null,
      query: null,
      item,
    },
  });
}
