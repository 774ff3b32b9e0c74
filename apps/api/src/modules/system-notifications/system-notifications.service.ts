import type {
  PublishSystemNotificationBody,
  SystemNotificationItem,
  SystemNotificationList,
  SystemNotificationListQuery,
} from '@dl/contracts';
import type { Db } from '#api/db/database.ts';
import { notFound } from '#api/lib/app-error.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { publish } from '#api/platform/notification-channel.ts';
import { toSystemNotificationItem } from './system-notifications.mapper.ts';
import {
  fiduciaryExists,
  insertSystemNotification,
  listSystemNotificationRows,
} from './system-notifications.repository.ts';

/** Spec 7 `accounts/system-notifications`: the tenant's own and the global ones, newest first. */
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
  const { rows, count } = await listSystemNotificationRows(db, {
    fiduciaryId,
    page: query.page,
    limit: query.limit,
    kind: query.kind,
    severity: query.severity,
  });
  return { count, results: rows.map(toSystemNotificationItem) };
}

/** Stores one system notification and pushes it on commit (one tenant, or every tenant). */
export async function publishSystemNotification(
  db: Db,
  userId: string,
  body: PublishSystemNotificationBody,
): Promise<{ data: SystemNotificationItem }> {
  return db.transaction().execute(async (trx) => {
    if (body.fiduciary_id) {
      if (!(await fiduciaryExists(trx, body.fiduciary_id))) throw notFound();
    }
    const row = await insertSystemNotification(trx, {
      fiduciary_id: body.fiduciary_id ?? null,
      title: body.title,
      kind: body.kind,
      severity: body.severity,
      message_details: JSON.stringify({ details: body.message_details.details }),
      created_by: userId,
    });
    await recordAudit(trx, {
      fiduciary_id: body.fiduciary_id ?? null,
      actor_user_id: userId,
      kind: 'system_notification.published',
      subject: row.id,
      data: { kind: body.kind, severity: body.severity },
    });
    await publish(trx, { t: 's', f: body.fiduciary_id ?? null, id: row.id });
    return { data: toSystemNotificationItem(row) };
  });
}
