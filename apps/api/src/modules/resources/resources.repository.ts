import type { Resource } from '@dl/contracts';
import type { Executor } from '#api/db/database.ts';

/** Kysely queries of the fiduciary's resources; every query filters on the fiduciary. */

function resourceQuery(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('resource as r')
    .leftJoin('stored_file as f', 'f.id', 'r.file_id')
    .where('r.fiduciary_id', '=', fiduciaryId);
}

const COLUMNS = [
  'r.id',
  'r.title',
  'r.description',
  'r.kind',
  'r.category',
  'r.url',
  'r.file_id',
  'f.name as file_name',
  'f.mime_type',
  'r.created_on',
] as const;

/** One page of resources, newest first, filtered by kind and category, with the count and every category. */
export async function listResourceRows(
  db: Executor,
  args: { fiduciaryId: string; page: number; limit: number; kind?: Resource['kind']; category?: string },
) {
  const base = resourceQuery(db, args.fiduciaryId)
    .$if(Boolean(args.kind), (q) => q.where('r.kind', '=', args.kind as Resource['kind']))
    .$if(Boolean(args.category), (q) => q.where('r.category', '=', args.category as string));
  const [count, rows, categories] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(COLUMNS)
      .orderBy('r.created_on', 'desc')
      .orderBy('r.id', 'desc')
      .limit(args.limit)
      .offset((args.page - 1) * args.limit)
      .execute(),
    db
      .selectFrom('resource')
      .select('category')
      .distinct()
      .where('fiduciary_id', '=', args.fiduciaryId)
      .orderBy('category')
      .execute(),
  ]);
  return { count: Number(count.n), rows, categories: categories.map((c) => c.category) };
}

/** A resource's file id and the file's fiduciary, or undefined. */
export async function findResourceFile(db: Executor, fiduciaryId: string, id: string) {
  return resourceQuery(db, fiduciaryId)
    .select(['r.file_id', 'f.fiduciary_id as file_fiduciary_id'])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** One resource of the fiduciary with its file's name and type, or undefined. */
export async function findResourceRow(db: Executor, fiduciaryId: string, id: string) {
  return resourceQuery(db, fiduciaryId).select(COLUMNS).where('r.id', '=', id).executeTakeFirst();
}
