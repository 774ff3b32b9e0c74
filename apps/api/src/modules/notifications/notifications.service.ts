import type { MarkNotificationsReadBody, NotificationList, NotificationListQuery } from '@dl/contracts';
import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { NOTIFICATION_COLUMNS, toNotificationItem } from './notifications.mapper.ts';

/** Whose notifications: the caller in one tenant. */
export interface NotificationReader {
  fiduciaryId: string;
  userId: string;
  /** The token's role in this tenant (null when the token is for another one). */
  role: string | null;
}

/** Spec 6: viewers see no notifications; a viewer session reads an empty list and marks nothing. */
const isViewer = (r: NotificationReader) => r.role === INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER;

export async function listNotifications(
  db: Db,
  reader: NotificationReader,
  query: { kind?: NotificationListQuery['kind']; page: number; limit: number; unread?: 'true' | 'false' },
): Promise<NotificationList> {
  if (isViewer(reader)) return { count: 0, results: [] };
  const base = db
    .selectFrom('notification')
    .where('user_id', '=', reader.userId)
    .where('fiduciary_id', '=', reader.fiduciaryId)
    .$if(query.kind !== undefined, (q) => q.where('kind', '=', query.kind ?? 'NOTIFICATION'))
    .$if(query.unread === 'true', (q) => q.where('read_on', 'is', null));
  const [rows, total] = await Promise.all([
    base
      .select(NOTIFICATION_COLUMNS)
      .orderBy('created_on', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), results: rows.map(toNotificationItem) };
}

export async function markNotificationsRead(
  db: Db,
  reader: NotificationReader,
  body: MarkNotificationsReadBody,
): Promise<{ data: { updated: number } }> {
  if (isViewer(reader)) return { data: { updated: 0 } };
  const result = await db
    .updateTable('notification')
    .set({ read_on: sql`now()` })
    .where('user_id', '=', reader.userId)
    .where('fiduciary_id', '=', reader.fiduciaryId)
    .where('read_on', 'is', null)
    .$if(body.all !== true, (q) => q.where('id', 'in', body.ids ?? []))
    .executeTakeFirst();
  return { data: { updated: Number(result.numUpdatedRows) } };
}
