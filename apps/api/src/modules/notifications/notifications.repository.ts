import { type Insertable, sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { NotificationTable } from '#api/db/schema-notifications.ts';
import { NOTIFICATION_COLUMNS } from './notifications.mapper.ts';

/** Kysely queries of stored notifications; reads and marks always filter on the user and the fiduciary. */

/** One page of a user's notifications in a fiduciary, newest first, with the total count of the filter. */
export async function listNotificationRows(
  db: Executor,
  args: {
    fiduciaryId: string;
    userId: string;
    kind?: 'ACTION' | 'NOTIFICATION';
    unreadOnly: boolean;
    page: number;
    limit: number;
  },
) {
  const base = db
    .selectFrom('notification')
    .where('user_id', '=', args.userId)
    .where('fiduciary_id', '=', args.fiduciaryId)
    .$if(args.kind !== undefined, (q) => q.where('kind', '=', args.kind ?? 'NOTIFICATION'))
    .$if(args.unreadOnly, (q) => q.where('read_on', 'is', null));
  const [rows, total] = await Promise.all([
    base
      .select(NOTIFICATION_COLUMNS)
      .orderBy('created_on', 'desc')
      .orderBy('id', 'desc')
      .limit(args.limit)
      .offset((args.page - 1) * args.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/** Marks unread notifications of the user as read: all of them, or only `ids`. Returns how many changed. */
export async function markRead(
  db: Executor,
  args: { fiduciaryId: string; userId: string; ids: string[] | 'all' },
): Promise<number> {
  const { ids } = args;
  const result = await db
    .updateTable('notification')
    .set({ read_on: sql`now()` })
    .where('user_id', '=', args.userId)
    .where('fiduciary_id', '=', args.fiduciaryId)
    .where('read_on', 'is', null)
    .$if(ids !== 'all', (q) => q.where('id', 'in', ids === 'all' ? [] : ids))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Distinct users holding one of `roles` for the entity in the fiduciary. */
export async function findEntityMemberIds(
  db: Executor,
  args: { fiduciaryId: string; entityId: string; roles: readonly string[] },
): Promise<string[]> {
  const members = await db
    .selectFrom('membership')
    .select('user_id')
    .distinct()
    .where('fiduciary_id', '=', args.fiduciaryId)
    .where('entity_id', '=', args.entityId)
    .where('role', 'in', args.roles)
    .execute();
  return members.map((m) => m.user_id);
}

/** Distinct users holding one of `roles` for any of the entities, a few thousand ids per query. */
export async function findEntitiesMemberIds(
  db: Executor,
  args: { fiduciaryId: string; entityIds: readonly string[]; roles: readonly string[] },
): Promise<string[]> {
  const users = new Set<string>();
  for (let i = 0; i < args.entityIds.length; i += 5000) {
    const members = await db
      .selectFrom('membership')
      .select('user_id')
      .distinct()
      .where('fiduciary_id', '=', args.fiduciaryId)
      .where('entity_id', 'in', args.entityIds.slice(i, i + 5000))
      .where('role', 'in', args.roles)
      .execute();
    for (const m of members) users.add(m.user_id);
  }
  return [...users];
}

/** Stores notification rows; returns their ids with their recipients. */
export function insertNotifications(db: Executor, rows: Omit<Insertable<NotificationTable>, 'created_on'>[]) {
  return db
    .insertInto('notification')
    .values(
      // Not now(): two notifications of one transaction keep the order they were made in.
      rows.map((row) => ({ ...row, created_on: sql<Date>`clock_timestamp()` })),
    )
    .returning(['id', 'user_id'])
    .execute();
}

/** An investment of the fiduciary with its entity and its opportunity's name, or undefined. */
export function findInvestmentSubject(db: Executor, fiduciaryId: string, investmentId: string) {
  return db
    .selectFrom('investment as i')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .select(['i.id', 'i.entity_id', 'i.opportunity_id', 'o.name'])
    .where('i.fiduciary_id', '=', fiduciaryId)
    .where('i.id', '=', investmentId)
    .executeTakeFirst();
}

/** The name of one opportunity of the fiduciary, or undefined. */
export function findOpportunityName(db: Executor, fiduciaryId: string, opportunityId: string) {
  return db
    .selectFrom('opportunity')
    .select('name')
    .where('id', '=', opportunityId)
    .where('fiduciary_id', '=', fiduciaryId)
    .executeTakeFirst();
}
