import type { Insertable } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { Database } from '#api/db/schema.ts';

/** Kysely queries of events and of the rows publishing writes; every query filters on the fiduciary. */

function eventQuery(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('event as ev')
    .leftJoin('opportunity as o', 'o.id', 'ev.opportunity_id')
    .where('ev.fiduciary_id', '=', fiduciaryId);
}

const COLUMNS = [
  'ev.id',
  'ev.title',
  'ev.description',
  'ev.starts_on',
  'ev.ends_on',
  'ev.location',
  'ev.url',
  'ev.opportunity_id',
  'o.name as opportunity_name',
] as const;

/**
 * One page of the fiduciary's events with the count of the filter: upcoming=true those ending after
 * `now`, soonest first; upcoming=false those ended, latest first; without the filter all by start.
 */
export async function listEventRows(
  db: Executor,
  args: { fiduciaryId: string; upcoming?: 'true' | 'false'; now: Date; page: number; limit: number },
) {
  let base = eventQuery(db, args.fiduciaryId);
  if (args.upcoming === 'true') base = base.where('ev.ends_on', '>', args.now);
  if (args.upcoming === 'false') base = base.where('ev.ends_on', '<=', args.now);
  const direction = args.upcoming === 'false' ? 'desc' : 'asc';
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(COLUMNS)
      .orderBy('ev.starts_on', direction)
      .orderBy('ev.id', direction)
      .limit(args.limit)
      .offset((args.page - 1) * args.limit)
      .execute(),
  ]);
  return { count: Number(count.n), rows };
}

/** One event of the fiduciary with its opportunity's name, or undefined. */
export async function findEventRow(db: Executor, fiduciaryId: string, id: string) {
  return eventQuery(db, fiduciaryId).select(COLUMNS).where('ev.id', '=', id).executeTakeFirst();
}

/** Whether the named opportunity or stored file exists and is the fiduciary's. */
export async function namedRowExists(
  db: Executor,
  args: { table: 'opportunity' | 'stored_file'; fiduciaryId: string; id: string },
): Promise<boolean> {
  const row = await db
    .selectFrom(args.table)
    .select('id')
    .where('fiduciary_id', '=', args.fiduciaryId)
    .where('id', '=', args.id)
    .executeTakeFirst();
  return Boolean(row);
}

/** Inserts one published event or resource with its owner, title and description; answers its id. */
export async function insertPublished<T extends 'event' | 'resource'>(
  db: Executor,
  into: T,
  row: {
    fiduciaryId: string;
    createdBy: string;
    title: string;
    description: string;
    values: Omit<Insertable<Database[T]>, 'fiduciary_id' | 'created_by' | 'title' | 'description'>;
  },
): Promise<string> {
  // Kysely cannot check values against a generic table; the caller's PublishOptions<T> did.
  const { id } = await db
    .insertInto(into as 'event' | 'resource')
    .values({
      ...row.values,
      fiduciary_id: row.fiduciaryId,
      created_by: row.createdBy,
      title: row.title,
      description: row.description,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Replaces an event's or resource's own fields; answers whether the fiduciary's row was there. */
export async function updatePublished<T extends 'event' | 'resource'>(
  db: Executor,
  table: T,
  row: {
    fiduciaryId: string;
    id: string;
    title: string;
    description: string;
    values: Omit<Insertable<Database[T]>, 'fiduciary_id' | 'created_by' | 'title' | 'description'>;
  },
): Promise<boolean> {
  const result = await db
    .updateTable(table as 'event' | 'resource')
    .set({ ...row.values, title: row.title, description: row.description })
    .where('fiduciary_id', '=', row.fiduciaryId)
    .where('id', '=', row.id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes an event or resource of the fiduciary; answers its title when it was there. */
export async function deletePublished(
  db: Executor,
  table: 'event' | 'resource',
  fiduciaryId: string,
  id: string,
): Promise<string | null> {
  const row = await db
    .deleteFrom(table)
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', id)
    .returning('title')
    .executeTakeFirst();
  return row?.title ?? null;
}
