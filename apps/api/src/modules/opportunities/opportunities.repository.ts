import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Cursor } from '../../lib/cursor.ts';

/** Opportunities an investor of the fiduciary may discover (lifecycle status Published, spec 4). */
export const DISCOVERABLE_STATUS = 'Published';

export interface ListFilters {
  fiduciaryId: string;
  name?: string | undefined;
}

function visible(db: Executor, f: ListFilters) {
  return db
    .selectFrom('opportunity as o')
    .where('o.fiduciary_id', '=', f.fiduciaryId)
    .where('o.status', '=', DISCOVERABLE_STATUS)
    .$if(Boolean(f.name), (q) => q.where('o.name', 'ilike', `%${escapeLike(f.name as string)}%`));
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function countOpportunities(db: Executor, f: ListFilters): Promise<number> {
  const row = await visible(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One page, newest first. With a cursor the page starts after it (keyset: constant cost at any
 * depth); otherwise it starts at `offset`, found on the index alone before the rows are read.
 */
export async function findOpportunityPage(
  db: Executor,
  f: ListFilters,
  page: { limit: number; offset: number; after?: Cursor | undefined },
) {
  const ids = visible(db, f)
    .select('o.id')
    .$if(Boolean(page.after), (q) =>
      q.where(sql<boolean>`(o.created_on, o.id) < (${page.after?.created_on}::timestamptz, ${page.after?.id}::uuid)`),
    )
    .orderBy('o.created_on', 'desc')
    .orderBy('o.id', 'desc')
    .limit(page.limit)
    .offset(page.after ? 0 : page.offset);
  return db
    .selectFrom('opportunity as o')
    .innerJoin('issuer as i', 'i.id', 'o.issuer_id')
    .select([
      'o.id',
      'o.name',
      'o.short_desc',
      'o.opportunity_type',
      'o.type',
      'o.status',
      'o.size',
      'o.minimum',
      'o.start_date',
      'o.end_date',
      'o.created_on',
      'i.id as issuer_id',
      'i.name as issuer_name',
      'i.market',
      'i.stage',
      sql<string>`o.created_on::text`.as('sort_key'),
    ])
    .where('o.id', 'in', ids)
    .where('o.fiduciary_id', '=', f.fiduciaryId)
    .orderBy('o.created_on', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
}

export type OpportunityRow = Awaited<ReturnType<typeof findOpportunityPage>>[number];
