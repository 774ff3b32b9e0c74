import type { SystemNotificationListQuery } from '@dl/contracts';
import type { Executor } from '#api/db/database.ts';
import { SYSTEM_NOTIFICATION_COLUMNS } from './system-notifications.mapper.ts';

/** Kysely queries of system notifications: a tenant reads its own and the global ones. */

/** One page of the tenant's and the global system notifications, newest first, with the count. */
export async function listSystemNotificationRows(
  db: Executor,
  args: {
    fiduciaryId: string;
    page: number;
    limit: number;
    kind?: SystemNotificationListQuery['kind'];
    severity?: SystemNotificationListQuery['severity'];
  },
) {
  const base = db
    .selectFrom('system_notification')
    .where((eb) => eb.or([eb('fiduciary_id', '=', args.fiduciaryId), eb('fiduciary_id', 'is', null)]))
    .$if(args.kind !== undefined, (q) => q.where('kind', '=', args.kind ?? 'Announcement'))
    .$if(args.severity !== undefined, (q) => q.where('severity', '=', args.severity ?? 'High Impact'));
  const [rows, total] = await Promise.all([
    base
      .select(SYSTEM_NOTIFICATION_COLUMNS)
      .orderBy('reported_at', 'desc')
      .orderBy('id', 'desc')
      .limit(args.limit)
      .offset((args.page - 1) * args.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/** Whether the fiduciary exists. */
export async function fiduciaryExists(db: Executor, fiduciaryId: string): Promise<boolean> {
  const fid = await db.selectFrom('fiduciary').select('id').where('id', '=', fiduciaryId).executeTakeFirst();
  return Boolean(fid);
}

/** Stores one system notification (a tenant's, or global when `fiduciary_id` is null); answers the row. */
export async function insertSystemNotification(
  db: Executor,
  values: {
    fiduciary_id: string | null;
    title: string;
    kind: SystemNotificationListQuery['kind'] & string;
    severity: SystemNotificationListQuery['severity'] & string;
    message_details: string;
    created_by: string;
  },
) {
  return db
    .insertInto('system_notification')
    .values(values)
    .returning(SYSTEM_NOTIFICATION_COLUMNS)
    .executeTakeFirstOrThrow();
}
