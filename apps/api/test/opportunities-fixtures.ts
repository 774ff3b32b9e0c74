import type { InvestmentStatus, NdaStatus, OpportunityLifecycle } from '@dl/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '#api/db/database.ts';

/** Rows the opportunity tests insert directly (deal-flow states without running the ceremonies). */

export async function demoFiduciaryId(db: Db): Promise<string> {
  const row = await db.selectFrom('fiduciary').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow();
  return row.id;
}

export async function entityOf(db: Db, email: string, fiduciaryId: string): Promise<string> {
  const row = await db
    .selectFrom('membership as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select('m.entity_id')
    .where('u.email', '=', email)
    .where('m.fiduciary_id', '=', fiduciaryId)
    .where('m.entity_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return row.entity_id as string;
}

export async function userIdOf(db: Db, email: string): Promise<string> {
  return (await db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

export async function createIssuer(db: Db, fiduciaryId: string, over: { name?: string; details?: object } = {}) {
  return db
    .insertInto('issuer')
    .values({
      fiduciary_id: fiduciaryId,
      name: over.name ?? `Issuer ${randomUUID().slice(0, 6)}`,
      stage: 'Seed',
      market: 'Energy',
      details: JSON.stringify(over.details ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function createOpportunity(
  db: Db,
  fiduciaryId: string,
  issuerId: string,
  over: {
    name?: string;
    kind?: 'PRIMARY' | 'SECONDARY';
    status?: OpportunityLifecycle;
    details?: object;
    minimum?: string;
  } = {},
) {
  return db
    .insertInto('opportunity')
    .values({
      fiduciary_id: fiduciaryId,
      issuer_id: issuerId,
      name: over.name ?? `Opp ${randomUUID().slice(0, 8)}`,
      short_desc: 'A test opportunity',
      opportunity_type: over.kind ?? 'PRIMARY',
      type: 'GENERAL',
      status: over.status ?? 'Published',
      size: '1000000.00',
      minimum: over.minimum ?? '10000.00',
      pre: '4000000.00',
      post: '5000000.00',
      start_date: '2026-11-01',
      end_date: '2027-01-31',
      details: JSON.stringify(over.details ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function createDocument(
  db: Db,
  fiduciaryId: string,
  opportunityId: string,
  docClass: 'NDA' | 'DEAL' | 'DATA_ROOM',
) {
  const file = await db
    .insertInto('stored_file')
    .values({
      fiduciary_id: fiduciaryId,
      uploaded_by: null,
      name: `${docClass.toLowerCase()}.pdf`,
      mime_type: 'application/pdf',
      size: 10,
      sha256: '0'.repeat(64),
      storage_key: `test/${randomUUID()}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return db
    .insertInto('document')
    .values({
      fiduciary_id: fiduciaryId,
      opportunity_id: opportunityId,
      doc_class: docClass,
      document_type: docClass === 'DATA_ROOM' ? 'Financials' : docClass,
      name: `${docClass} document`,
      file_id: file.id,
      fields: JSON.stringify([]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function setNda(
  db: Db,
  args: { fiduciaryId: string; opportunityId: string; entityId: string; userId: string; documentId: string },
  status: NdaStatus,
) {
  await db
    .insertInto('nda')
    .values({
      fiduciary_id: args.fiduciaryId,
      opportunity_id: args.opportunityId,
      entity_id: args.entityId,
      user_id: args.userId,
      document_id: args.documentId,
      status,
    })
    .onConflict((oc) => oc.columns(['opportunity_id', 'entity_id']).doUpdateSet({ status }))
    .execute();
}

export async function addInvestment(
  db: Db,
  args: { fiduciaryId: string; opportunityId: string; entityId: string; userId: string },
  status: InvestmentStatus,
  amount = '20000.00',
) {
  return db
    .insertInto('investment')
    .values({
      fiduciary_id: args.fiduciaryId,
      opportunity_id: args.opportunityId,
      entity_id: args.entityId,
      user_id: args.userId,
      status,
      amount,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
