import type { IssueCapitalCallBody } from '@dl/contracts';
import type { Executor } from '#api/db/database.ts';

/** The fiduciary's investment, locked for the rest of the transaction. */
export function lockInvestment(db: Executor, fiduciaryId: string, investmentId: string) {
  return db
    .selectFrom('investment')
    .select(['id', 'status', 'opportunity_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', investmentId)
    .forUpdate()
    .executeTakeFirst();
}

/** The highest call number issued on the investment so far (0 when none). */
export async function lastCallNumber(db: Executor, investmentId: string): Promise<number> {
  const last = await db
    .selectFrom('capital_call')
    .select((eb) => eb.fn.max('call_number').as('n'))
    .where('investment_id', '=', investmentId)
    .executeTakeFirst();
  return Number(last?.n ?? 0);
}

/** Inserts the capital call (its status defaults to IN_PROGRESS). */
export function insertCapitalCall(
  db: Executor,
  call: { fiduciaryId: string; investmentId: string; callNumber: number } & IssueCapitalCallBody,
) {
  return db
    .insertInto('capital_call')
    .values({
      fiduciary_id: call.fiduciaryId,
      investment_id: call.investmentId,
      call_number: call.callNumber,
      amount: call.amount,
      due_date: call.due_date,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Inserts the PENDING payment of a capital call. */
export function insertCallPayment(
  db: Executor,
  payment: { fiduciaryId: string; investmentId: string; capitalCallId: string; amount: string },
) {
  return db
    .insertInto('payment')
    .values({
      fiduciary_id: payment.fiduciaryId,
      investment_id: payment.investmentId,
      capital_call_id: payment.capitalCallId,
      amount: payment.amount,
    })
    .returning(['id', 'status'])
    .executeTakeFirstOrThrow();
}

/** The fiduciary's capital calls on the investment with their payment, by due date. */
export function findCapitalCalls(db: Executor, fiduciaryId: string, investmentId: string) {
  return db
    .selectFrom('capital_call as c')
    .leftJoin('payment as p', 'p.capital_call_id', 'c.id')
    .select([
      'c.id',
      'c.investment_id',
      'c.call_number',
      'c.amount',
      'c.due_date',
      'c.status',
      'c.notice_document_id',
      'c.created_on',
      'c.modified_on',
      'p.id as payment_id',
      'p.status as payment_status',
    ])
    .where('c.fiduciary_id', '=', fiduciaryId)
    .where('c.investment_id', '=', investmentId)
    .orderBy('c.due_date')
    .orderBy('c.id')
    .execute();
}
