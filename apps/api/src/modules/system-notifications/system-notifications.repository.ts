import type { SystemNotificationListQuery } from '@dl/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { Database } from '#api/db/schema.ts';
import { SYSTEM_NOTIFICATION_COLUMNS } from './system-notifications.mapper.ts';

/**
 * Kysely queries of system notifications (ADR 0029): a tenant reads the live ones addressed to every
 * tenant or to it; the provider reads and changes them all.
 */

type Kind = NonNullable<SystemNotificationListQuery['kind']>;
type Severity = NonNullable<SystemNotificationListQuery['severity']>;
type Eb = ExpressionBuilder<Database, 'system_notification'>;

/** Live: started, not ended, not withdrawn. */
const live = (eb: Eb) =>
  eb.and([
    eb('system_notification.starts_on', '<=', sql<Date>`now()`),
    eb.or([eb('system_notification.ends_on', 'is', null), eb('system_notification.ends_on', '>', sql<Date>`now()`)]),
    eb('system_notification.withdrawn_on', 'is', null),
  ]);

/** One page of the live notices for a tenant (every tenant's and its own), newest first, with the count. */
export async function listSystemNotificationRows(
  db: Executor,
  args: { fiduciaryId: string; page: number; limit: number; kind?: Kind | undefined; severity?: Severity | undefined },
) {
  const base = db
    .selectFrom('system_notification')
    .where(live)
    .where((eb) =>
      eb.or([
        eb('all_tenants', '=', true),
        eb.exists(
          eb
            .selectFrom('system_notification_tenant as t')
            .select('t.notification_id')
            .whereRef('t.notification_id', '=', 'system_notification.id')
            .where('t.fiduciary_id', '=', args.fiduciaryId),
        ),
      ]),
    )
    .$if(args.kind !== undefined, (q) => q.where('kind', '=', args.kind as Kind))
    .$if(args.severity !== undefined, (q) => q.where('severity', '=', args.severity as Severity));
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

const PROVIDER_COLUMNS = [
  ...SYSTEM_NOTIFICATION_COLUMNS,
  'all_tenants',
  'starts_on',
  'ends_on',
  'withdrawn_on',
  'pushed_on',
  'created_by',
] as const;

/** The status the provider sees, computed at read time (a notice ends without a write). */
const status = sql<'SCHEDULED' | 'LIVE' | 'ENDED' | 'WITHDRAWN'>`CASE
  WHEN withdrawn_on IS NOT NULL THEN 'WITHDRAWN'
  WHEN starts_on > now() THEN 'SCHEDULED'
  WHEN ends_on IS NOT NULL AND ends_on <= now() THEN 'ENDED'
  ELSE 'LIVE' END`;

export async function listProviderNoticeRows(
  db: Executor,
  q: {
    page: number;
    limit: number;
    kind?: Kind | undefined;
    severity?: Severity | undefined;
    status?: string | undefined;
  },
) {
  const base = db
    .selectFrom('system_notification')
    .$if(q.kind !== undefined, (b) => b.where('kind', '=', q.kind as Kind))
    .$if(q.severity !== undefined, (b) => b.where('severity', '=', q.severity as Severity))
    .$if(q.status !== undefined, (b) => b.where(status, '=', q.status as 'LIVE'));
  const [rows, total] = await Promise.all([
    base
      .select([...PROVIDER_COLUMNS, status.as('status')])
      .orderBy('starts_on', 'desc')
      .orderBy('id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export function findProviderNotice(db: Executor, id: string) {
  return db
    .selectFrom('system_notification')
    .select([...PROVIDER_COLUMNS, status.as('status')])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The chosen tenants of each notice, by name. */
export async function audienceOf(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, Array<{ id: string; name: string }>>();
  const rows = await db
    .selectFrom('system_notification_tenant as t')
    .innerJoin('fiduciary as f', 'f.id', 't.fiduciary_id')
    .select(['t.notification_id', 'f.id', 'f.name'])
    .where('t.notification_id', 'in', ids)
    .orderBy('f.name')
    .execute();
  const map = new Map<string, Array<{ id: string; name: string }>>();
  for (const r of rows) map.set(r.notification_id, [...(map.get(r.notification_id) ?? []), { id: r.id, name: r.name }]);
  return map;
}

/** How many of `ids` are tenants (not the provider's home). */
export async function countTenants(db: Executor, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom('fiduciary')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('id', 'in', ids)
    .where('is_provider', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertSystemNotification(
  db: Executor,
  values: {
    all_tenants: boolean;
    title: string;
    kind: Kind;
    severity: Severity;
    message_details: string;
    created_by: string;
    /** null: now (the transaction's time, so the notice is live within it). */
    starts_on: Date | null;
    ends_on: Date | null;
  },
) {
  const starts = values.starts_on ?? sql<Date>`now()`;
  return db
    .insertInto('system_notification')
    .values({ ...values, starts_on: starts, reported_at: starts })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function setAudience(db: Executor, id: string, tenantIds: readonly string[]) {
  await db.deleteFrom('system_notification_tenant').where('notification_id', '=', id).execute();
  if (tenantIds.length === 0) return;
  await db
    .insertInto('system_notification_tenant')
    .values(tenantIds.map((fiduciary_id) => ({ notification_id: id, fiduciary_id })))
    .execute();
}

export function updateNotice(
  db: Executor,
  id: string,
  patch: Partial<{
    all_tenants: boolean;
    title: string;
    kind: Kind;
    severity: Severity;
    message_details: string;
    /** null: now (the transaction's time); reported_at follows it. */
    starts_on: Date | null;
    ends_on: Date | null;
    pushed_on: Date | null;
    withdrawn_on: Date;
    withdrawn_by: string;
    updated_on: Date;
    updated_by: string;
  }>,
) {
  const { starts_on, ...rest } = patch;
  const starts = starts_on === undefined ? undefined : (starts_on ?? sql<Date>`now()`);
  return db
    .updateTable('system_notification')
    .set({ ...rest, ...(starts !== undefined && { starts_on: starts, reported_at: starts }) })
    .where('id', '=', id)
    .execute();
}

/** Marks the start pushed, once: false when another run already did. */
export async function claimPush(db: Executor, id: string): Promise<boolean> {
  const res = await db
    .updateTable('system_notification')
    .set({ pushed_on: sql`now()` })
    .where('id', '=', id)
    .where('pushed_on', 'is', null)
    .where(live)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
