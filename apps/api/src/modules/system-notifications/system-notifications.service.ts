import type { SystemNotificationList, SystemNotificationListQuery } from '@dl/contracts';
import type { Db } from '#api/db/database.ts';
import { toSystemNotificationItem } from './system-notifications.mapper.ts';
import { listSystemNotificationRows } from './system-notifications.repository.ts';

/** Spec 7 `accounts/system-notifications`: the live notices for every tenant and for this one, newest first. */
export async function listSystemNotifications(
  db: Db,
  fiduciaryId: string,
  query: {
    page: number;
    limit: number;
    kind?: SystemNotificationListQuery['kind'];
    severity?: SystemNotificationListQuery['severity'];
  },
): Promise<SystemNotificationList> {
  const { rows, count } = await listSystemNotificationRows(db, { fiduciaryId, ...query });
  return { count, results: rows.map(toSystemNotificationItem) };
}
