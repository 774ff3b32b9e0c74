import type { MarkNotificationsReadBody, NotificationList, NotificationListQuery } from '@dl/contracts';
import { can } from '@dl/domain';
import type { Db } from '#api/db/database.ts';
import { toNotificationItem } from './notifications.mapper.ts';
import { listNotificationRows, markRead } from './notifications.repository.ts';

/** Whose notifications: the caller in one tenant. */
export interface NotificationReader {
  fiduciaryId: string;
  userId: string;
  /** The token's role in this tenant (null when the token is for another one). */
  role: string | null;
}

/** Spec 6: viewers see no notifications; a viewer session reads an empty list and marks nothing. */
const isViewer = (r: NotificationReader) => !can(r.role, 'notifications.receive');

export async function listNotifications(
  db: Db,
  reader: NotificationReader,
  query: { kind?: NotificationListQuery['kind']; page: number; limit: number; unread?: 'true' | 'false' },
): Promise<NotificationList> {
  if (isViewer(reader)) return { count: 0, results: [] };
  const { rows, count } = await listNotificationRows(db, {
    fiduciaryId: reader.fiduciaryId,
    userId: reader.userId,
    kind: query.kind,
    unreadOnly: query.unread === 'true',
    page: query.page,
    limit: query.limit,
  });
  return { count, results: rows.map(toNotificationItem) };
}

export async function markNotificationsRead(
  db: Db,
  reader: NotificationReader,
  body: MarkNotificationsReadBody,
): Promise<{ data: { updated: number } }> {
  if (isViewer(reader)) return { data: { updated: 0 } };
  const updated = await markRead(db, {
    fiduciaryId: reader.fiduciaryId,
    userId: reader.userId,
    ids: body.all === true ? 'all' : (body.ids ?? []),
  });
  return { data: { updated } };
}
