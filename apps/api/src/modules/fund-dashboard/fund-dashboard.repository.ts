import {
  CAPITAL_RECEIVED_PAYMENT_STATUSES,
  DEAL_WAITING_STEPS,
  OPPORTUNITY_LIFECYCLES_AWAITING_APPROVAL,
} from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/**
 * The dashboard's aggregates, each one indexed query over one tenant's rows (counts and sums in
 * PostgreSQL: no rows are loaded to be counted here, and money stays `numeric` until it is text).
 */

export function countInvitationsByStatus(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('invitation')
    .select(['status as key', (eb) => eb.fn.countAll<string>().as('count')])
    .where('fiduciary_id', '=', fiduciaryId)
    .groupBy('status')
    .execute();
}

export async function countOpportunitiesAwaitingApproval(db: Executor, fiduciaryId: string): Promise<number> {
  const row = await db
    .selectFrom('opportunity')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('fiduciary_id', '=', fiduciaryId)
    .where('status', 'in', OPPORTUNITY_LIFECYCLES_AWAITING_APPROVAL)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function countDealsWaiting(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('investment')
    .select(['status as key', (eb) => eb.fn.countAll<string>().as('count')])
    .where('fiduciary_id', '=', fiduciaryId)
    .where(
      'status',
      'in',
      DEAL_WAITING_STEPS.map((s) => s.status),
    )
    .groupBy('status')
    .execute();
}

/** The sum of the tenant's capital calls ('0' when none), as exact decimal text. */
export async function sumCapitalCalled(db: Executor, fiduciaryId: string): Promise<string> {
  const row = await db
    .selectFrom('capital_call')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('called'))
    .where('fiduciary_id', '=', fiduciaryId)
    .executeTakeFirstOrThrow();
  return row.called;
}

/** What arrived against the capital calls: acknowledged payments in full, others their partial receipts. */
export async function sumCapitalReceived(db: Executor, fiduciaryId: string): Promise<string> {
  const acknowledged = sql.join(CAPITAL_RECEIVED_PAYMENT_STATUSES.map((s) => sql.lit(s)));
  const row = await db
    .selectFrom('payment')
    .select(
      sql<string>`coalesce(sum(CASE WHEN status IN (${acknowledged}) THEN amount ELSE received_amount END), 0)::text`.as(
        'received',
      ),
    )
    .where('fiduciary_id', '=', fiduciaryId)
    .where('capital_call_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return row.received;
}

export async function countUnansweredQuestions(db: Executor, fiduciaryId: string): Promise<number> {
  const row = await db
    .selectFrom('qna_item')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('fiduciary_id', '=', fiduciaryId)
    .where('deleted_on', 'is', null)
    .where((eb) => eb.not(eb.ref('has_response')))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface CityCountRow {
  city: string;
  state: string;
  country: string;
  count: string;
}

/**
 * Investors per city as their addresses give it: one place per investing entity (its HOME address,
 * else its OFFICE one), grouped by city, state and country written alike (case and spaces aside).
 * An entity any of whose members opted out is left out (few users opt out: a partial index finds them).
 */
export async function countInvestorsByCity(db: Executor, fiduciaryId: string): Promise<CityCountRow[]> {
  const result = await sql<CityCountRow>`
    WITH place AS (
      SELECT DISTINCT ON (a.entity_id) a.entity_id, btrim(a.city) AS city,
        btrim(coalesce(a.province, '')) AS state, btrim(a.country) AS country
      FROM entity_address a
      WHERE a.fiduciary_id = ${fiduciaryId}
      ORDER BY a.entity_id, (a.type = 'HOME') DESC
    ), hidden AS (
      SELECT m.entity_id
      FROM app_user u
      JOIN membership m ON m.user_id = u.id AND m.fiduciary_id = ${fiduciaryId}
      WHERE u.location_opt_out AND m.entity_id IS NOT NULL
    )
    SELECT min(p.city) AS city, min(p.state) AS state, min(p.country) AS country, count(*)::text AS count
    FROM place p
    WHERE p.city <> '' AND NOT EXISTS (SELECT 1 FROM hidden h WHERE h.entity_id = p.entity_id)
    GROUP BY lower(p.city), lower(p.state), lower(p.country)`.execute(db);
  return result.rows;
}

export async function findLocationOptOut(db: Executor, userId: string): Promise<boolean | undefined> {
  const row = await db.selectFrom('app_user').select('location_opt_out').where('id', '=', userId).executeTakeFirst();
  return row?.location_opt_out;
}

export async function setLocationOptOut(db: Executor, userId: string, optOut: boolean): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ location_opt_out: optOut, modified_on: new Date() })
    .where('id', '=', userId)
    .execute();
}
