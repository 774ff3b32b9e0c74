import { randomBytes, randomUUID } from 'node:crypto';
import type { InvestmentStatus } from '@dl/domain';
import { sql } from 'kysely';
import type { Db } from '#api/db/database.ts';

/** Rows the fund-dashboard tests add to a tenant, each with the least a row needs. */

export async function addInvitation(db: Db, fiduciaryId: string, status: number) {
  await db
    .insertInto('invitation')
    .values({
      fiduciary_id: fiduciaryId,
      email: `invitee-${randomUUID().slice(0, 8)}@test.example`,
      first_name: 'Ivy',
      last_name: 'Invitee',
      entity_type: 'INDIVIDUAL',
      entity_name: null,
      status,
      code_hash: randomBytes(32),
      expires_on: new Date(Date.now() + 86_400_000),
    })
    .execute();
}

export async function addOpportunity(
  db: Db,
  fiduciaryId: string,
  status: 'Pending Review' | 'Ready for Review' | 'Published' | 'Created',
) {
  const issuer = await db
    .insertInto('issuer')
    .values({ fiduciary_id: fiduciaryId, name: `Issuer ${randomUUID().slice(0, 6)}`, details: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('opportunity')
    .values({
      fiduciary_id: fiduciaryId,
      issuer_id: issuer.id,
      name: `Dashboard ${randomUUID().slice(0, 6)}`,
      opportunity_type: 'PRIMARY',
      type: 'GENERAL',
      status,
      size: '1000000.00',
      minimum: '10000.00',
      details: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addEntity(db: Db, fiduciaryId: string, name = 'Dashboard Entity') {
  const row = await db
    .insertInto('investing_entity')
    .values({ fiduciary_id: fiduciaryId, name, type: 'ENTITY', trellis_uid: `ENT-${randomUUID().slice(0, 13)}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An investment at `status` of a new entity in the opportunity; `userId` is any user of the tenant. */
export async function addInvestment(
  db: Db,
  args: { fiduciaryId: string; opportunityId: string; userId: string; status: InvestmentStatus; amount?: string },
) {
  const entityId = await addEntity(db, args.fiduciaryId);
  const row = await db
    .insertInto('investment')
    .values({
      fiduciary_id: args.fiduciaryId,
      opportunity_id: args.opportunityId,
      entity_id: entityId,
      user_id: args.userId,
      status: args.status,
      amount: args.amount ?? '50000.00',
      pre_form_response: '{}',
      data_list: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { investmentId: row.id, entityId };
}

/** A capital call on the investment with its payment at `status` (and what was received of it so far). */
export async function addCapitalCall(
  db: Db,
  args: {
    fiduciaryId: string;
    investmentId: string;
    callNumber: number;
    amount: string;
    paymentStatus: 'PENDING' | 'SENT' | 'PENDING_ACKNOWLEDGEMENT' | 'CONFIRMED' | 'COMPLETED';
    received?: string;
  },
) {
  const call = await db
    .insertInto('capital_call')
    .values({
      fiduciary_id: args.fiduciaryId,
      investment_id: args.investmentId,
      call_number: args.callNumber,
      amount: args.amount,
      due_date: '2027-01-31',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payment = await db
    .insertInto('payment')
    .values({
      fiduciary_id: args.fiduciaryId,
      investment_id: args.investmentId,
      capital_call_id: call.id,
      amount: args.amount,
      status: args.paymentStatus,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (args.received) {
    await sql`UPDATE payment SET received_amount = ${args.received}::numeric WHERE id = ${payment.id}`.execute(db);
  }
}

export async function addQuestion(
  db: Db,
  args: {
    fiduciaryId: string;
    opportunityId: string;
    entityId: string;
    userId: string;
    answered?: boolean;
    deleted?: boolean;
  },
) {
  await db
    .insertInto('qna_item')
    .values({
      fiduciary_id: args.fiduciaryId,
      opportunity_id: args.opportunityId,
      entity_id: args.entityId,
      requestor_id: args.userId,
      requestor_name: 'Test User',
      request: 'When is the first close?',
      response: args.answered ? 'In March.' : null,
      respondent_type: args.answered ? 'FIDUCIARY' : null,
      deleted_on: args.deleted ? new Date() : null,
    })
    .execute();
}

export async function addAddress(
  db: Db,
  args: {
    fiduciaryId: string;
    entityId: string;
    city: string;
    province: string | null;
    country: string;
    type?: 'HOME' | 'OFFICE';
  },
) {
  await db
    .insertInto('entity_address')
    .values({
      fiduciary_id: args.fiduciaryId,
      entity_id: args.entityId,
      type: args.type ?? 'HOME',
      line1: '1 Main Street',
      city: args.city,
      province: args.province,
      postal: '00000',
      country: args.country,
    })
    .execute();
}
