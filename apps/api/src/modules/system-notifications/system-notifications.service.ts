import type {
  PublishSystemNotificationBody,
  SystemNotificationItem,
  SystemNotificationList,
  SystemNotificationListQuery,
} from '@dl/contracts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { requirePublisher } from '../../plugins/guards/index.ts';
import { publish } from '../../platform/notification-channel.ts';
import { SYSTEM_NOTIFICATION_COLUMNS, toSystemNotificationItem } from './system-notifications.mapper.ts';

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
  const base = db
    .selectFrom('system_notification')
    .where((eb) => eb.or([eb('fiduciary_id', '=', fiduciaryId), eb('fiduciary_id', 'is', null)]))
    .$if(query.kind !== undefined, (q) => q.where('kind', '=', query.kind ?? 'Announcement'))
    .$if(query.severity !== undefined, (q) => q.where('severity', '=', query.severity ?? 'High Impact'));
  const [rows, total] = await Promise.all([
    base
      .select(SYSTEM_NOTIFICATION_COLUMNS)
      .orderBy('reported_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), results: rows.map(toSystemNotificationItem) };
}

/** Stores one system notification and pushes it on commit (one tenant, or every tenant). */
export async function publishSystemNotification(
  db: Db,
  userId: string,
  body: PublishSystemNotificationBody,
): Promise<{ data: SystemNotificationItem }> {
  await requirePublisher(db, userId);
  return db.transaction().execute(async (trx) => {
    if (body.fiduciary_id) {
      const fid = await trx.selectFrom('fiduciary').select('id').where('id', '=', body.fiduciary_id).executeTakeFirst();
      if (!fid) throw notFound();
    }
    const row = await trx
      .insertInto('system_notification')
      .values({
        fiduciary_id: body.fiduciary_id ?? null,
        title: body.title,
        kind: body.kind,
        severity: body.severity,
        message_details: JSON.stringify({ details: body.message_details.details }),
        created_by: userId,
      })
      .returning(SYSTEM_NOTIFICATION_COLUMNS)
      .executeTakeFirstOrThrow();
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
