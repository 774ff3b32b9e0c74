import type { Executor } from '#api/db/database.ts';

/** The person who signed for the entity, and the entity's type. */
export function findInvestorOfDeal(db: Executor, fiduciaryId: string, userId: string, entityId: string) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('investing_entity as e', (join) => join.on('e.id', '=', entityId).on('e.fiduciary_id', '=', fiduciaryId))
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'e.type as entity_type'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** The latest invitation of the entity or its investor: its status is the investor's KYC state. */
export function findLatestInvitation(db: Executor, fiduciaryId: string, userId: string, entityId: string) {
  return db
    .selectFrom('invitation')
    .select(['status'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where((eb) => eb.or([eb('entity_id', '=', entityId), eb('user_id', '=', userId)]))
    .orderBy('created_on', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The entity's NDA for the opportunity (the live one first), with its document. */
export function findDealNda(db: Executor, fiduciaryId: string, opportunityId: string, entityId: string) {
  return db
    .selectFrom('nda as n')
    .leftJoin('document as d', 'd.id', 'n.document_id')
    .select([
      'n.status',
      'n.signed_file_id',
      'n.executed_file_id',
      'n.signed_on',
      'n.countersigned_on',
      'd.name as document_name',
      'd.file_id as document_file_id',
    ])
    .where('n.fiduciary_id', '=', fiduciaryId)
    .where('n.opportunity_id', '=', opportunityId)
    .where('n.entity_id', '=', entityId)
    .orderBy((eb) => eb.case().when('n.status', '=', 'NDA_DECLINED').then(1).else(0).end())
    .orderBy('n.created_on', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The deal document the investment is signed on. */
export function findDealDocument(db: Executor, fiduciaryId: string, documentId: string) {
  return db
    .selectFrom('document')
    .select(['name', 'file_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', documentId)
    .executeTakeFirst();
}
