import { sql, type Updateable } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { InvestmentTable } from '#api/db/schema.ts';

const columns = [
  'i.id',
  'i.fiduciary_id',
  'i.opportunity_id',
  'i.entity_id',
  'i.user_id',
  'i.status',
  'i.data_list',
  'i.timezone',
  'i.document_id',
  'i.signed_file_id',
  'i.countersigned_file_id',
] as const;

export function findInvestment(db: Executor, fiduciaryId: string, id: string, options: { lock?: boolean } = {}) {
  return db
    .selectFrom('investment as i')
    .select(columns)
    .where('i.id', '=', id)
    .where('i.fiduciary_id', '=', fiduciaryId)
    .$if(options.lock === true, (q) => q.forUpdate())
    .executeTakeFirst();
}

export type InvestmentRow = NonNullable<Awaited<ReturnType<typeof findInvestment>>>;

/** The opportunity's DEAL document (the first one, as investment creation picks it). */
export function findDealDocument(db: Executor, fiduciaryId: string, opportunityId: string) {
  return db
    .selectFrom('document')
    .select(['id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .where('doc_class', '=', 'DEAL')
    .orderBy('created_on')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** What a deal ceremony shows: the investment's DEAL document, the opportunity and the entity. */
export function findDealSubject(db: Executor, fiduciaryId: string, investmentId: string) {
  return db
    .selectFrom('investment as i')
    .innerJoin('document as d', 'd.id', 'i.document_id')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .innerJoin('investing_entity as e', 'e.id', 'i.entity_id')
    .select([
      ...columns,
      'i.amount',
      'd.name as document_name',
      'd.file_id as document_file_id',
      'd.fields as document_fields',
      'd.signature_area as document_signature_area',
      'o.name as opportunity_name',
      'e.name as entity_name',
    ])
    .where('i.id', '=', investmentId)
    .where('i.fiduciary_id', '=', fiduciaryId)
    .executeTakeFirst();
}

export function updateInvestment(db: Executor, id: string, values: Updateable<InvestmentTable>) {
  return db
    .updateTable('investment')
    .set({ ...values, modified_on: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** The fields of a document (the deal document the investment is signed on). */
export function findDocumentFields(db: Executor, documentId: string) {
  return db.selectFrom('document').select('fields').where('id', '=', documentId).executeTakeFirst();
}
