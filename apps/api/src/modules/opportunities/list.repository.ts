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

/** Page rows carry the issuer id only: see IssuerSummaries in opportunities.routes.ts for why. */
function pageOf(db: Executor, f: ListFilters, limit: number) {
  return visible(db, f)
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
      'o.issuer_id',
      sql<string>`o.created_on::text`.as('sort_key'),
    ])
    .orderBy('o.created_on', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit);
}

/**
 * One page, newest first. The first page and keyset pages (`after`) read their rows straight off
 * the (fiduciary_id, status, created_on, id) index: constant cost at any depth, and a plan much
 * cheaper to make than the offset form's, which matters on the hottest list. An offset page first
 * finds its ids on the index alone (index-only scan, no heap visits for skipped rows), then reads
 * just those rows.
 */
export async function findOpportunityPage(
  db: Executor,
  f: ListFilters,
  page: { limit: number; offset: number; after?: Cursor | undefined },
) {
  const { after, limit } = page;
  if (after || page.offset === 0) {
    return pageOf(db, f, limit)
      .$if(Boolean(after), (q) =>
        q.where(sql<boolean>`(o.created_on, o.id) < (${after?.created_on}::timestamptz, ${after?.id}::uuid)`),
      )
      .execute();
  }
  const ids = visible(db, f)
    .select('o.id')
    .orderBy('o.created_on', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .offset(page.offset);
  return pageOf(db, f, limit).where('o.id', 'in', ids).execute();
}

export type OpportunityRow = Awaited<ReturnType<typeof findOpportunityPage>>[number];

export function findIssuerSummaries(db: Executor, fiduciaryId: string, ids: readonly string[]) {
  return db
    .selectFrom('issuer')
    .select(['id', 'name', 'market', 'stage'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', 'in', ids)
    .execute();
}

export type IssuerSummary = Awaited<ReturnType<typeof findIssuerSummaries>>[number];
