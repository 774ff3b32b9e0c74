import type { NdaStatus } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { NdaTable } from '#api/db/schema.ts';
import type { Updateable } from 'kysely';

const ndaColumns = [
  'nda.id',
  'nda.fiduciary_id',
  'nda.opportunity_id',
  'nda.entity_id',
  'nda.user_id',
  'nda.document_id',
  'nda.status',
  'nda.pre_form_response',
  'nda.data_list',
  'nda.timezone',
  'nda.terms_agreed',
  'nda.signed_file_id',
  'nda.executed_file_id',
  'nda.signed_on',
  'nda.countersigned_on',
  'nda.countersigned_by',
  'nda.declined_on',
  'nda.created_on',
  'nda.modified_on',
] as const;

export interface NdaKey {
  fiduciaryId: string;
  opportunityId: string;
  entityId: string;
}

export function findNdaOf(db: Executor, key: NdaKey, options: { lock?: boolean } = {}) {
  return db
    .selectFrom('nda')
    .select(ndaColumns)
    .where('nda.fiduciary_id', '=', key.fiduciaryId)
    .where('nda.opportunity_id', '=', key.opportunityId)
    .where('nda.entity_id', '=', key.entityId)
    .$if(options.lock === true, (q) => q.forUpdate())
    .executeTakeFirst();
}

export type NdaRow = NonNullable<Awaited<ReturnType<typeof findNdaOf>>>;

export function findNdaById(db: Executor, fiduciaryId: string, id: string, options: { lock?: boolean } = {}) {
  return db
    .selectFrom('nda')
    .select(ndaColumns)
    .where('nda.id', '=', id)
    .where('nda.fiduciary_id', '=', fiduciaryId)
    .$if(options.lock === true, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** The opportunity's NDA document (the newest, should there be several). */
export function findNdaDocument(db: Executor, fiduciaryId: string, opportunityId: string) {
  return db
    .selectFrom('document')
    .select(['id', 'name', 'file_id', 'fields'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .where('doc_class', '=', 'NDA')
    .orderBy('modified_on', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertNda(
  db: Executor,
  values: NdaKey & { userId: string; documentId: string; status: NdaStatus; response: object; timezone: string | null },
) {
  return (
    db
      .insertInto('nda')
      .values({
        fiduciary_id: values.fiduciaryId,
        opportunity_id: values.opportunityId,
        entity_id: values.entityId,
        user_id: values.userId,
        document_id: values.documentId,
        status: values.status,
        pre_form_response: JSON.stringify({ response: values.response }),
        timezone: values.timezone,
      })
      // Two first answers at once: one row wins, the other request reads it.
      .onConflict((oc) => oc.columns(['opportunity_id', 'entity_id']).doNothing())
      .returning('id')
      .executeTakeFirst()
  );
}

export function updateNda(db: Executor, id: string, values: Updateable<NdaTable>) {
  return db
    .updateTable('nda')
    .set({ ...values, modified_on: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** What a ceremony of this NDA shows: the document, the opportunity and the entity. */
export function findNdaSubject(db: Executor, fiduciaryId: string, ndaId: string) {
  return db
    .selectFrom('nda')
    .innerJoin('document as d', 'd.id', 'nda.document_id')
    .innerJoin('opportunity as o', 'o.id', 'nda.opportunity_id')
    .innerJoin('investing_entity as e', 'e.id', 'nda.entity_id')
    .select([
      ...ndaColumns,
      'd.name as document_name',
      'd.file_id as document_file_id',
      'd.fields as document_fields',
      'd.signature_area as document_signature_area',
      'o.name as opportunity_name',
      'o.issuer_id',
      'e.name as entity_name',
    ])
    .where('nda.id', '=', ndaId)
    .where('nda.fiduciary_id', '=', fiduciaryId)
    .executeTakeFirst();
}

/** The investments of the entity in the opportunity take the NDA's signing date (progress strip). */
export function markInvestmentsNdaSigned(db: Executor, nda: NdaKey, signedOn: Date) {
  return db
    .updateTable('investment')
    .set({ nda_signed_date: signedOn, modified_on: sql`now()` })
    .where('fiduciary_id', '=', nda.fiduciaryId)
    .where('opportunity_id', '=', nda.opportunityId)
    .where('entity_id', '=', nda.entityId)
    .where('nda_signed_date', 'is', null)
    .execute();
}

/** Removes a stored upload that was refused (direct signing). */
export function deleteStoredFile(db: Executor, fileId: string) {
  return db.deleteFrom('stored_file').where('id', '=', fileId).execute();
}

/** The opportunity's name and issuer with the signing entity's name, for the countersign notice. */
export function findCountersignSubject(db: Executor, opportunityId: string, entityId: string) {
  return db
    .selectFrom('opportunity as o')
    .innerJoin('investing_entity as e', (join) => join.on('e.id', '=', entityId))
    .select(['o.name', 'o.issuer_id', 'e.name as entity_name'])
    .where('o.id', '=', opportunityId)
    .executeTakeFirst();
}

/** Distinct emails of the fiduciary's active members in these roles (of this issuer when given). */
export function findSignatoryEmails(
  db: Executor,
  fiduciaryId: string,
  roles: readonly string[],
  issuerId: string | null,
) {
  return db
    .selectFrom('membership as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select('u.email')
    .distinct()
    .where('m.fiduciary_id', '=', fiduciaryId)
    .where('m.role', 'in', [...roles])
    .where('u.is_active', '=', true)
    .$if(issuerId !== null, (q) => q.where('m.issuer_id', '=', issuerId as string))
    .execute();
}
