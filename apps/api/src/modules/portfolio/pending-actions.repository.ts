import { INVESTED_STATUSES, PAYMENT_STATUSES_AWAITING_INVESTOR } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/**
 * Payments of one entity waiting for 'confirm payment sent' (the domain's
 * PAYMENT_STATUSES_AWAITING_INVESTOR): the initial payment of an executed investment, read from the
 * investment it is mirrored on (its payment row is made on first need, ADR 0013), and every capital-call
 * payment. Oldest first; `limit` rows at most.
 */
export function findPaymentsAwaitingInvestor(db: Executor, fiduciaryId: string, entityId: string, limit: number) {
  const initial = db
    .selectFrom('investment as i')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .leftJoin('payment as p', (join) => join.onRef('p.investment_id', '=', 'i.id').on('p.capital_call_id', 'is', null))
    .select([
      'i.id as investment_id',
      'p.id as payment_id',
      'i.amount',
      sql<number | null>`null::int`.as('call_number'),
      'o.id as opportunity_id',
      'o.name as opportunity_name',
      sql<Date>`coalesce(i.executed_on, i.created_on)`.as('since'),
    ])
    .where('i.fiduciary_id', '=', fiduciaryId)
    .where('i.entity_id', '=', entityId)
    .where('i.status', 'in', [...INVESTED_STATUSES])
    .where('i.amount', '>', '0')
    .where('i.payment_status', 'in', [...PAYMENT_STATUSES_AWAITING_INVESTOR]);
  const calls = db
    .selectFrom('payment as p')
    .innerJoin('investment as i', 'i.id', 'p.investment_id')
    .innerJoin('capital_call as c', 'c.id', 'p.capital_call_id')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .select([
      'i.id as investment_id',
      sql<string | null>`p.id`.as('payment_id'),
      'p.amount',
      sql<number | null>`c.call_number`.as('call_number'),
      'o.id as opportunity_id',
      'o.name as opportunity_name',
      sql<Date>`p.created_on`.as('since'),
    ])
    .where('p.fiduciary_id', '=', fiduciaryId)
    .where('i.entity_id', '=', entityId)
    .where('p.status', 'in', [...PAYMENT_STATUSES_AWAITING_INVESTOR]);
  return initial
    .unionAll(calls)
    .orderBy('since')
    .orderBy('investment_id')
    .orderBy('call_number')
    .limit(limit)
    .execute();
}

/** How many payments `findPaymentsAwaitingInvestor` would list without a limit. */
export async function countPaymentsAwaitingInvestor(db: Executor, fiduciaryId: string, entityId: string) {
  const [initial, calls] = await Promise.all([
    db
      .selectFrom('investment')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('fiduciary_id', '=', fiduciaryId)
      .where('entity_id', '=', entityId)
      .where('status', 'in', [...INVESTED_STATUSES])
      .where('amount', '>', '0')
      .where('payment_status', 'in', [...PAYMENT_STATUSES_AWAITING_INVESTOR])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('payment as p')
      .innerJoin('investment as i', 'i.id', 'p.investment_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('p.fiduciary_id', '=', fiduciaryId)
      .where('i.entity_id', '=', entityId)
      .where('p.capital_call_id', 'is not', null)
      .where('p.status', 'in', [...PAYMENT_STATUSES_AWAITING_INVESTOR])
      .executeTakeFirstOrThrow(),
  ]);
  return Number(initial.n) + Number(calls.n);
}
