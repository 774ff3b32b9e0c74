import type { ProviderNotice, SystemNotificationItem } from '@dl/contracts';
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

/**
 * The frame sent when a notice leaves the lists (withdrawn, or its end passed): no text, so no
 * snackbar and no unread mark; every open panel refetches its lists.
 */
export function systemNotificationRemovedFrame(id: string): string {
  return formatSocketFrame({ event: 'system_notification', data: { status: 'removed', id } });
}

const isoOrNull = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toProviderNotice(
  row: SystemNotificationRow & {
    status: ProviderNotice['status'];
    all_tenants: boolean;
    starts_on: Date;
    ends_on: Date | null;
    withdrawn_on: Date | null;
    created_by: string | null;
  },
  tenants: Array<{ id: string; name: string }>,
): ProviderNotice {
  return {
    ...toSystemNotificationItem(row),
    status: row.status,
    all_tenants: row.all_tenants,
    tenants: row.all_tenants ? [] : tenants,
    starts_on: new Date(row.starts_on).toISOString(),
    ends_on: isoOrNull(row.ends_on),
    withdrawn_on: isoOrNull(row.withdrawn_on),
    created_by: row.created_by,
  };
}
