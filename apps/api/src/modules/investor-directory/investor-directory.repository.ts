import type { InvestorFilters } from '@dl/contracts';
import type { InvestorOrderField } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { containsPattern } from '#api/db/like.ts';

/**
 * Kysely queries of the investors list. The list reads `investor_directory_entry` (migration
 * 20261127_1300): the rows of the `investor_directory` view kept in step by the database, with the
 * lower-cased name, the KYC state and the committed and invested sums stored, so every ordering and
 * filter reads an index with the tenant first. Every query filters on the tenant.
 */

const COLUMNS = [
  'd.id',
  'd.entity_id',
  'd.invitation_id',
  'd.name',
  'd.email',
  'd.entity_type',
  'd.invitation_status',
  'd.revision_requested',
  'd.response_status',
  'd.revoked_on',
  'd.city',
  'd.state',
  'd.country',
  'd.created_on',
  sql<string>`d.committed::text`.as('committed'),
  sql<string>`d.invested::text`.as('invested'),
] as const;

function filtered(db: Executor, fiduciaryId: string, f: InvestorFilters) {
  return db
    .selectFrom('investor_directory_entry as d')
    .where('d.fiduciary_id', '=', fiduciaryId)
    .$if(Boolean(f.search), (q) =>
      q.where((eb) =>
        eb.or([
          eb('d.name', 'ilike', containsPattern(f.search as string)),
          eb('d.email', 'ilike', containsPattern(f.search as string)),
        ]),
      ),
    )
    .$if(f.entity_type !== undefined, (q) => q.where('d.entity_type', '=', f.entity_type as never))
    .$if(f.invitation_status !== undefined, (q) => q.where('d.invitation_status', '=', f.invitation_status as number))
    .$if(f.kyc_state !== undefined, (q) => q.where('d.kyc_state', '=', f.kyc_state as never))
    .$if(Boolean(f.city), (q) => q.where(sql`lower(d.city)`, '=', (f.city as string).toLowerCase()))
    .$if(Boolean(f.country), (q) => q.where(sql`lower(d.country)`, '=', (f.country as string).toLowerCase()));
}

/**
 * The column an ordering sorts on, as its index has it. No invitation status sorts as 0 (first
 * ascending, last descending): the status index keeps NULLs first.
 */
function orderColumn(field: InvestorOrderField, descending: boolean) {
  if (field === 'invitation_status')
    return descending ? sql`d.invitation_status desc nulls last` : sql`d.invitation_status asc nulls first`;
  const column = {
    name: 'd.sort_name',
    committed: 'd.committed',
    invested: 'd.invested',
    created: 'd.created_on',
  } as const satisfies Record<Exclude<InvestorOrderField, 'invitation_status'>, string>;
  return sql`${sql.ref(column[field])} ${sql.raw(descending ? 'desc' : 'asc')}`;
}

export type DirectoryRow = Awaited<ReturnType<typeof listDirectory>>['rows'][number];

/** One page of the list, in the asked order, and the count of every matching row. */
export async function listDirectory(
  db: Executor,
  args: {
    fiduciaryId: string;
    filters: InvestorFilters;
    order: { field: InvestorOrderField; descending: boolean };
    page: number;
    limit: number;
  },
) {
  const dir = args.order.descending ? 'desc' : 'asc';
  const base = filtered(db, args.fiduciaryId, args.filters);
  const { field } = args.order;
  const page = base
    .select([...COLUMNS])
    .orderBy(orderColumn(field, args.order.descending))
    .orderBy('d.id', dir);
  const [rows, total] = await Promise.all([
    page
      .limit(args.limit)
      .offset((args.page - 1) * args.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/** Keyset pages in name order, for the CSV export: the rows after (name, id). */
export function exportPage(
  db: Executor,
  args: { fiduciaryId: string; filters: InvestorFilters; after: { name: string; id: string } | null; limit: number },
) {
  return filtered(db, args.fiduciaryId, args.filters)
    .select([...COLUMNS, 'd.sort_name'])
    .$if(args.after !== null, (q) =>
      q.where(sql`(d.sort_name, d.id)`, '>', sql`(${args.after?.name}, ${args.after?.id}::uuid)`),
    )
    .orderBy('d.sort_name')
    .orderBy('d.id')
    .limit(args.limit)
    .execute();
}

/**
 * Committed and invested per entity, for the entities of one page: the sums stored with their rows
 * (an entity's row has the entity's id).
 */
export async function totalsFor(db: Executor, fiduciaryId: string, entityIds: readonly string[]) {
  if (entityIds.length === 0) return new Map<string, { committed: string; invested: string }>();
  const rows = await db
    .selectFrom('investor_directory_entry as d')
    .select(['d.id', sql<string>`d.committed::text`.as('committed'), sql<string>`d.invested::text`.as('invested')])
    .where('d.fiduciary_id', '=', fiduciaryId)
    .where('d.id', 'in', entityIds)
    .execute();
  return new Map(rows.map((r) => [r.id, { committed: r.committed, invested: r.invested }]));
}

/** One row of the list by its id (an entity's or an invitation's), in this tenant. */
export function findDirectoryRow(db: Executor, fiduciaryId: string, id: string) {
  return db
    .selectFrom('investor_directory_entry as d')
    .select([...COLUMNS])
    .where('d.fiduciary_id', '=', fiduciaryId)
    .where('d.id', '=', id)
    .executeTakeFirst();
}
