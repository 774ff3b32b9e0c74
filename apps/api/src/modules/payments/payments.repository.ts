import type { PaymentStatus } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

const PAYMENT_COLUMNS = [
  'p.id',
  'p.investment_id',
  'p.capital_call_id',
  'p.amount',
  'p.status',
  'p.reference',
  'p.received_amount',
  'p.sent_on',
  'p.acknowledged_on',
  'p.created_on',
  'p.modified_on',
] as const;

export function findPayments(db: Executor, fiduciaryId: string, investmentId: string) {
  return db
    .selectFrom('payment as p')
    .select(PAYMENT_COLUMNS)
    .where('p.fiduciary_id', '=', fiduciaryId)
    .where('p.investment_id', '=', investmentId)
    .orderBy('p.created_on')
    .orderBy('p.id')
    .execute();
}

export type PaymentRow = Awaited<ReturnType<typeof findPayments>>[number];

/** The payment row locked for a status change, with its investment's entity. */
export function lockPayment(db: Executor, fiduciaryId: string, paymentId: string) {
  return db
    .selectFrom('payment as p')
    .innerJoin('investment as i', 'i.id', 'p.investment_id')
    .select([...PAYMENT_COLUMNS, 'i.entity_id'])
    .where('p.fiduciary_id', '=', fiduciaryId)
    .where('p.id', '=', paymentId)
    .forUpdate('p')
    .executeTakeFirst();
}

export function findPaymentById(db: Executor, fiduciaryId: string, paymentId: string) {
  return db
    .selectFrom('payment as p')
    .select(PAYMENT_COLUMNS)
    .where('p.fiduciary_id', '=', fiduciaryId)
    .where('p.id', '=', paymentId)
    .executeTakeFirstOrThrow();
}

/**
 * The initial payment of an executed investment, created on first need from the investment's amount
 * and payment_status (ADR 0013); a no-op once it exists.
 */
export async function ensureInitialPayment(db: Executor, fiduciaryId: string, investmentId: string): Promise<void> {
  await sql`INSERT INTO payment (fiduciary_id, investment_id, amount, status, sent_on, acknowledged_on)
    SELECT fiduciary_id, id, amount, payment_status, payments_received, payments_acknowledged FROM investment
    WHERE fiduciary_id = ${fiduciaryId} AND id = ${investmentId} AND status = 'DEAL_EXECUTED' AND amount > 0
    ON CONFLICT (investment_id) WHERE capital_call_id IS NULL DO NOTHING`.execute(db);
}

export function updatePayment(
  db: Executor,
  paymentId: string,
  patch: {
    status: string;
    received_amount?: string;
    reference?: string | null;
    sent_on?: Date;
    sent_by?: string;
    acknowledged_on?: Date;
    acknowledged_by?: string;
  },
) {
  return db
    .updateTable('payment')
    .set({ ...(patch as object), modified_on: sql<Date>`now()` })
    .where('id', '=', paymentId)
    .execute();
}

/** The initial payment's state is mirrored on the investment; the first dates are kept (ADR 0013). */
export function mirrorOnInvestment(
  db: Executor,
  investmentId: string,
  status: PaymentStatus,
  date: 'payments_received' | 'payments_acknowledged',
) {
  return db
    .updateTable('investment')
    .set({
      payment_status: status,
      [date]: sql<Date>`coalesce(${sql.ref(date)}, now())`,
      modified_on: sql<Date>`now()`,
    })
    .where('id', '=', investmentId)
    .execute();
}

/** The initial payment's status on the investment, without touching its payment dates. */
export function mirrorStatusOnInvestment(db: Executor, investmentId: string, status: PaymentStatus) {
  return db
    .updateTable('investment')
    .set({ payment_status: status, modified_on: sql<Date>`now()` })
    .where('id', '=', investmentId)
    .execute();
}

export function completeCapitalCall(db: Executor, capitalCallId: string) {
  return db
    .updateTable('capital_call')
    .set({ status: 'COMPLETED', modified_on: sql<Date>`now()` })
    .where('id', '=', capitalCallId)
    .execute();
}

const WIRE_COLUMNS = [
  'bank_name',
  'bank_address',
  'account_name',
  'account_number',
  'routing_number',
  'swift_code',
  'instructions',
  'modified_on',
  'verified_on',
] as const;

/** The fiduciary's wire instructions, if it has recorded them. */
export function findWireInstructions(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('wire_instructions')
    .select(WIRE_COLUMNS)
    .where('fiduciary_id', '=', fiduciaryId)
    .executeTakeFirst();
}

export type WireInstructionsRow = NonNullable<Awaited<ReturnType<typeof findWireInstructions>>>;

/** Serialises changes of one fiduciary's wire instructions until the transaction ends. */
export async function lockWireInstructions(trx: Executor, fiduciaryId: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`wire:${fiduciaryId}`}))`.execute(trx);
}

/** Inserts or replaces the fiduciary's wire instructions; returns the saved record. */
export function upsertWireInstructions(
  db: Executor,
  fiduciaryId: string,
  values: Omit<WireInstructionsRow, 'modified_on' | 'verified_on'> & {
    modified_by: string;
    modified_on: Date;
    verified_by: string;
    verified_on: Date;
  },
) {
  return db
    .insertInto('wire_instructions')
    .values({ fiduciary_id: fiduciaryId, ...values })
    .onConflict((oc) => oc.column('fiduciary_id').doUpdateSet(values))
    .returning(WIRE_COLUMNS)
    .executeTakeFirstOrThrow();
}
