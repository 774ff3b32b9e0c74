import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { sortColumn } from '#api/lib/sort-key.ts';

/** SQL of calls on an opportunity and their allocations (`capital_call` rows with `opportunity_call_id`). */

/** Rows inserted per statement: far below PostgreSQL's 65,535 bound parameters. */
const CHUNK = 2000;

/** The fiduciary's opportunity, locked so that two calls on it take consecutive numbers. */
export function lockOpportunity(db: Executor, fiduciaryId: string, opportunityId: string) {
  return db
    .selectFrom('opportunity')
    .select(['id', 'name'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', opportunityId)
    .forUpdate()
    .executeTakeFirst();
}

export function findOpportunity(db: Executor, fiduciaryId: string, opportunityId: string) {
  return db
    .selectFrom('opportunity')
    .select(['id', 'name'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', opportunityId)
    .executeTakeFirst();
}

/** Opportunities with executed commitments (served by investment_position_idx), by name. */
export function findCallableOpportunities(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('investment as i')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .select(['o.id', 'o.name', sql<number>`count(*)::int`.as('investors'), sql<string>`sum(i.amount)`.as('total')])
    .where('i.fiduciary_id', '=', fiduciaryId)
    .where('i.status', '=', 'DEAL_EXECUTED')
    .groupBy(['o.id', 'o.name'])
    .orderBy('o.name')
    .execute();
}

/** The executed commitments of the opportunity, by investment id. */
export function findExecutedCommitments(db: Executor, fiduciaryId: string, opportunityId: string) {
  return db
    .selectFrom('investment as i')
    .innerJoin('investing_entity as e', 'e.id', 'i.entity_id')
    .select(['i.id as investment_id', 'i.amount', 'i.entity_id', 'e.name as entity_name'])
    .where('i.fiduciary_id', '=', fiduciaryId)
    .where('i.opportunity_id', '=', opportunityId)
    .where('i.status', '=', 'DEAL_EXECUTED')
    .orderBy('i.id')
    .execute();
}

export async function nextOpportunityCallNumber(db: Executor, opportunityId: string): Promise<number> {
  const row = await db
    .selectFrom('opportunity_call')
    .select((eb) => eb.fn.max('call_number').as('n'))
    .where('opportunity_id', '=', opportunityId)
    .executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

export function insertOpportunityCall(
  db: Executor,
  call: {
    fiduciary_id: string;
    opportunity_id: string;
    call_number: number;
    basis: 'PERCENTAGE' | 'AMOUNT';
    percentage: string | null;
    amount: string;
    due_date: string;
    note: string;
    rounding_rule: string;
    notices_total: number;
    created_by: string;
  },
) {
  return db.insertInto('opportunity_call').values(call).returning('id').executeTakeFirstOrThrow();
}

/** The highest call number of each investment (absent when it has none). */
export async function lastCallNumbers(db: Executor, investmentIds: string[]): Promise<Map<string, number>> {
  if (investmentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('capital_call')
    .select(['investment_id', (eb) => eb.fn.max('call_number').as('n')])
    .where('investment_id', '=', sql<string>`ANY(${investmentIds}::uuid[])`)
    .groupBy('investment_id')
    .execute();
  return new Map(rows.map((r) => [r.investment_id, Number(r.n)]));
}

interface NewAllocation {
  fiduciary_id: string;
  investment_id: string;
  opportunity_call_id: string;
  call_number: number;
  amount: string;
  due_date: string;
}

/** Inserts the allocations and their PENDING payments; answers the allocations' ids. */
export async function insertAllocations(db: Executor, rows: NewAllocation[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const inserted = await db
      .insertInto('capital_call')
      .values(chunk)
      .returning(['id', 'investment_id', 'amount'])
      .execute();
    await db
      .insertInto('payment')
      .values(
        inserted.map((c) => ({
          fiduciary_id: chunk[0]?.fiduciary_id as string,
          investment_id: c.investment_id,
          capital_call_id: c.id,
          amount: c.amount,
        })),
      )
      .execute();
    ids.push(...inserted.map((c) => c.id));
  }
  return ids;
}

/** An acknowledged payment counts in full; before that, the partial receipts recorded. */
const receivedOf = sql<string>`CASE WHEN p.status IN ('CONFIRMED', 'COMPLETED') THEN p.amount ELSE coalesce(p.received_amount, 0) END`;

function callsQuery(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('opportunity_call as oc')
    .innerJoin('opportunity as o', 'o.id', 'oc.opportunity_id')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('capital_call as c')
          .leftJoin('payment as p', 'p.capital_call_id', 'c.id')
          .select([
            sql<number>`count(*)::int`.as('investors'),
            sql<number>`count(c.notice_document_id)::int`.as('notices_generated'),
            sql<string>`coalesce(sum(${receivedOf}), 0)`.as('received'),
            sql<number>`count(*) FILTER (WHERE c.status = 'IN_PROGRESS')::int`.as('open'),
          ])
          .whereRef('c.opportunity_call_id', '=', 'oc.id')
          .as('agg'),
      (join) => join.onTrue(),
    )
    .select([
      'oc.id',
      'oc.opportunity_id',
      'o.name as opportunity_name',
      'oc.call_number',
      'oc.basis',
      'oc.percentage',
      'oc.amount',
      'oc.due_date',
      'oc.note',
      'oc.rounding_rule',
      'oc.notices_total',
      'oc.created_on',
      'agg.investors',
      'agg.notices_generated',
      'agg.received',
      'agg.open',
    ])
    .where('oc.fiduciary_id', '=', fiduciaryId);
}

export type CallRow = Awaited<ReturnType<ReturnType<typeof callsQuery>['executeTakeFirstOrThrow']>>;

export function findCall(db: Executor, fiduciaryId: string, callId: string) {
  return callsQuery(db, fiduciaryId).where('oc.id', '=', callId).executeTakeFirst();
}

const CALL_ORDERINGS = { created_on: 'oc.created_on', due_date: 'oc.due_date', amount: 'oc.amount' } as const;

/** One page of calls (spec 7 list convention); unknown orderings fall back to -created_on. */
export function findCallsPage(
  db: Executor,
  filter: { fiduciaryId: string; opportunityId?: string | undefined },
  page: { page: number; limit: number; ordering?: string | undefined },
) {
  const descending = page.ordering ? page.ordering.startsWith('-') : true;
  const column = sortColumn(CALL_ORDERINGS, page.ordering, 'created_on');
  const direction = descending ? 'desc' : 'asc';
  return callsQuery(db, filter.fiduciaryId)
    .$if(filter.opportunityId !== undefined, (q) => q.where('oc.opportunity_id', '=', filter.opportunityId as string))
    .orderBy(column, direction)
    .orderBy('oc.id', direction)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .execute();
}

export async function countCalls(db: Executor, fiduciaryId: string, opportunityId?: string): Promise<number> {
  const row = await db
    .selectFrom('opportunity_call')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('fiduciary_id', '=', fiduciaryId)
    .$if(opportunityId !== undefined, (q) => q.where('opportunity_id', '=', opportunityId as string))
    .executeTakeFirstOrThrow();
  return row.n;
}

const ALLOCATION_ORDERINGS = { entity_name: 'e.name', due: 'c.amount', status: 'c.status' } as const;

/** One page of a call's allocations with their investor and payment. */
export function findAllocationsPage(
  db: Executor,
  fiduciaryId: string,
  callId: string,
  page: { page: number; limit: number; ordering?: string | undefined },
) {
  const descending = page.ordering?.startsWith('-') ?? false;
  const column = sortColumn(ALLOCATION_ORDERINGS, page.ordering, 'entity_name');
  const direction = descending ? 'desc' : 'asc';
  return db
    .selectFrom('capital_call as c')
    .innerJoin('investment as i', 'i.id', 'c.investment_id')
    .innerJoin('investing_entity as e', 'e.id', 'i.entity_id')
    .leftJoin('payment as p', 'p.capital_call_id', 'c.id')
    .select([
      'c.id',
      'c.investment_id',
      'i.entity_id',
      'e.name as entity_name',
      'i.amount as commitment',
      'c.amount as due',
      receivedOf.as('received'),
      'c.status',
      'p.id as payment_id',
      'p.status as payment_status',
      'c.notice_document_id',
    ])
    .where('c.fiduciary_id', '=', fiduciaryId)
    .where('c.opportunity_call_id', '=', callId)
    .orderBy(column, direction)
    .orderBy('c.id', direction)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .execute();
}

export type AllocationRow = Awaited<ReturnType<typeof findAllocationsPage>>[number];

/** Every PENDING payment of the call -> SENT; answers the payments moved. */
export function requestPendingPayments(db: Executor, fiduciaryId: string, callId: string) {
  return db
    .updateTable('payment')
    .set({ status: 'SENT', modified_on: sql<Date>`now()` })
    .where('fiduciary_id', '=', fiduciaryId)
    .where('status', '=', 'PENDING')
    .where('capital_call_id', 'in', (eb) =>
      eb.selectFrom('capital_call').select('id').where('opportunity_call_id', '=', callId),
    )
    .returning(['id', 'investment_id'])
    .execute();
}
