import type { InvestorFilters } from '@dl/contracts';
import { COMMITTED_STATUSES, INVESTED_STATUSES, type InvestorOrderField } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/** Kysely queries of the investors list (the `investor_directory` view); every one filters on the tenant. */

/** Exact sums in SQL numeric, by the domain's definitions (investor-amounts.ts). */
const committedSum = sql<string>`coalesce(sum(amount) filter (where status in (${sql.join([...COMMITTED_STATUSES])})), 0)::text`;
const investedSum = sql<string>`coalesce(sum(amount) filter (where status in (${sql.join([...INVESTED_STATUSES])})), 0)::text`;

/** The KYC state as the domain's `kycStateOf` derives it, for filtering in SQL. */
const kycStateSql = sql<string>`CASE d.invitation_status
  WHEN 1 THEN 'NOT_STARTED' WHEN 2 THEN 'NOT_STARTED'
  WHEN 3 THEN CASE WHEN d.revision_requested THEN 'REVISION_REQUESTED' ELSE 'IN_PROGRESS' END
  WHEN 4 THEN 'SUBMITTED' WHEN 5 THEN 'APPROVED' WHEN 6 THEN 'DENIED'
  ELSE CASE d.response_status WHEN 'SUBMITTED' THEN 'SUBMITTED' WHEN 'DRAFT' THEN 'IN_PROGRESS'
    ELSE 'NOT_STARTED' END END`;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
] as const;

function filtered(db: Executor, fiduciaryId: string, f: InvestorFilters) {
  return db
    .selectFrom('investor_directory as d')
    .where('d.fiduciary_id', '=', fiduciaryId)
    .$if(Boolean(f.search), (q) =>
      q.where((eb) =>
        eb.or([eb('d.name', 'ilike', like(f.search as string)), eb('d.email', 'ilike', like(f.search as string))]),
      ),
    )
    .$if(f.entity_type !== undefined, (q) => q.where('d.entity_type', '=', f.entity_type as never))
    .$if(f.invitation_status !== undefined, (q) => q.where('d.invitation_status', '=', f.invitation_status as number))
    .$if(f.kyc_state !== undefined, (q) => q.where(kycStateSql, '=', f.kyc_state as string))
    .$if(Boolean(f.city), (q) => q.where(sql`lower(d.city)`, '=', (f.city as string).toLowerCase()))
    .$if(Boolean(f.country), (q) => q.where(sql`lower(d.country)`, '=', (f.country as string).toLowerCase()));
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
  let page = base.select([...COLUMNS]);
  const { field } = args.order;
  if (field === 'committed' || field === 'invested') {
    const totals = db
      .selectFrom('investment')
      .select(['entity_id', committedSum.as('committed'), investedSum.as('invested')])
      .where('fiduciary_id', '=', args.fiduciaryId)
      .groupBy('entity_id')
      .as('t');
    page = page
      .leftJoin(totals, 't.entity_id', 'd.entity_id')
      .orderBy(sql`coalesce(${sql.ref(`t.${field}`)}::numeric, 0)`, dir);
  } else if (field === 'name') page = page.orderBy(sql`lower(d.name)`, dir);
  else if (field === 'invitation_status') page = page.orderBy(sql`coalesce(d.invitation_status, 0)`, dir);
  else page = page.orderBy('d.created_on', dir);
  const [rows, total] = await Promise.all([
    page
      .orderBy('d.id', dir)
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
    .select([...COLUMNS, sql<string>`lower(d.name)`.as('sort_name')])
    .$if(args.after !== null, (q) =>
      q.where(sql`(lower(d.name), d.id)`, '>', sql`(${args.after?.name}, ${args.after?.id}::uuid)`),
    )
    .orderBy(sql`lower(d.name)`)
    .orderBy('d.id')
    .limit(args.limit)
    .execute();
}

/** Committed and invested per entity, for the entities of one page. */
export async function totalsFor(db: Executor, fiduciaryId: string, entityIds: readonly string[]) {
  if (entityIds.length === 0) return new Map<string, { committed: string; invested: string }>();
  const rows = await db
    .selectFrom('investment')
    .select(['entity_id', committedSum.as('committed'), investedSum.as('invested')])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('entity_id', 'in', entityIds)
    .groupBy('entity_id')
    .execute();
  return new Map(rows.map((r) => [r.entity_id, { committed: r.committed, invested: r.invested }]));
}

/** One row of the list by its id (an entity's or an invitation's), in this tenant. */
export function findDirectoryRow(db: Executor, fiduciaryId: string, id: string) {
  return db
    .selectFrom('investor_directory as d')
    .select([...COLUMNS])
    .where('d.fiduciary_id', '=', fiduciaryId)
    .where('d.id', '=', id)
    .executeTakeFirst();
}
