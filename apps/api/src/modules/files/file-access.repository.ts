import { rolesFor } from '@dl/domain';
import { type Expression, sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/**
 * What a stored file belongs to, for the file access decision (file-access.ts). Every lookup is by
 * the file id on an index (migration 20261128_0410_file_holder_indexes), inside one fiduciary.
 */

/** The file of this fiduciary with its uploader, and whether it is a public image (a logo). */
export function findFileForAccess(db: Executor, fiduciaryId: string, fileId: string) {
  return db
    .selectFrom('stored_file as f')
    .leftJoin('branding_image as b', 'b.file_id', 'f.id')
    .select(['f.id', 'f.uploaded_by', 'b.file_id as public_image'])
    .where('f.id', '=', fileId)
    .where('f.fiduciary_id', '=', fiduciaryId)
    .executeTakeFirst();
}

/** A document that has (or had, as an earlier version) this file, with its opportunity's issuer. */
export interface HoldingDocument {
  id: string;
  doc_class: 'NDA' | 'DEAL' | 'DATA_ROOM' | 'FIDUCIARY' | 'TAX' | 'CAPITAL_CALL';
  opportunity_id: string | null;
  entity_id: string | null;
  issuer_id: string | null;
}

export function findHoldingDocuments(db: Executor, fiduciaryId: string, fileId: string): Promise<HoldingDocument[]> {
  const columns = ['d.id', 'd.doc_class', 'd.opportunity_id', 'd.entity_id', 'o.issuer_id'] as const;
  const current = db
    .selectFrom('document as d')
    .leftJoin('opportunity as o', 'o.id', 'd.opportunity_id')
    .select(columns)
    .where('d.fiduciary_id', '=', fiduciaryId)
    .where('d.file_id', '=', fileId);
  const earlier = db
    .selectFrom('document_version as v')
    .innerJoin('document as d', 'd.id', 'v.document_id')
    .leftJoin('opportunity as o', 'o.id', 'd.opportunity_id')
    .select(columns)
    .where('v.fiduciary_id', '=', fiduciaryId)
    .where('v.file_id', '=', fileId);
  return current.union(earlier).execute();
}

/**
 * Whose signed copy this file is: the entities of the NDAs, deals and fiduciary-document signatures
 * that name it, and the users of the signing sessions and certificates that produced or hold it.
 */
export async function findFileOwners(db: Executor, fiduciaryId: string, fileId: string) {
  const entities = await db
    .selectFrom('nda')
    .select('entity_id')
    .where('fiduciary_id', '=', fiduciaryId)
    .where((eb) => eb.or([eb('signed_file_id', '=', fileId), eb('executed_file_id', '=', fileId)]))
    .unionAll(
      db
        .selectFrom('investment')
        .select('entity_id')
        .where('fiduciary_id', '=', fiduciaryId)
        .where((eb) => eb.or([eb('signed_file_id', '=', fileId), eb('countersigned_file_id', '=', fileId)])),
    )
    .unionAll(
      db
        .selectFrom('document_signature')
        .select('entity_id')
        .where('fiduciary_id', '=', fiduciaryId)
        .where('signed_file_id', '=', fileId),
    )
    .execute();
  const users = await db
    .selectFrom('signing_session')
    .select('user_id')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('result_file_id', '=', fileId)
    .unionAll(
      db
        .selectFrom('certificate')
        .select('user_id')
        .where('fiduciary_id', '=', fiduciaryId)
        .where('file_id', '=', fileId),
    )
    .execute();
  return { entityIds: entities.map((r) => r.entity_id), userIds: users.map((r) => r.user_id) };
}

/** Whether the file is a resource's document: resources are every member's to read. */
export async function isResourceFile(db: Executor, fiduciaryId: string, fileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('resource')
    .select('id')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('file_id', '=', fileId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** The companies the user is issuer staff of in this fiduciary (any issuer role, whatever the token's). */
export async function findIssuerIds(db: Executor, fiduciaryId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('membership')
    .select('issuer_id')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('user_id', '=', userId)
    .where('issuer_id', 'is not', null)
    .where('role', 'in', rolesFor('issuer.enter'))
    .execute();
  return rows.map((r) => r.issuer_id as string);
}

/**
 * Whether the answers of one of `entityIds` (its form responses, the forms answered with its NDAs and
 * deals) name the file, and the file's uploader is a member of that same entity: a co-member's
 * attachment. Read by the entity index of each table; only those entities' rows are looked at.
 */
export async function isEntityAnswerFile(
  db: Executor,
  args: { fiduciaryId: string; fileId: string; uploadedBy: string; entityIds: readonly string[] },
): Promise<boolean> {
  if (args.entityIds.length === 0) return false;
  const { fiduciaryId, fileId, uploadedBy, entityIds } = args;
  const uploaderHolds = (entity: Expression<string | null>) =>
    sql<boolean>`exists (select 1 from membership m where m.fiduciary_id = ${fiduciaryId}
      and m.user_id = ${uploadedBy} and m.entity_id = ${entity})`;
  const names = (answers: Expression<unknown>) => sql<boolean>`position(${fileId} in ${answers}::text) > 0`;
  const row = await db
    .selectFrom('form_response as r')
    .select(sql<number>`1`.as('hit'))
    .where('r.fiduciary_id', '=', fiduciaryId)
    .where('r.entity_id', 'in', entityIds)
    .where((eb) => eb.and([names(eb.ref('r.response')), uploaderHolds(eb.ref('r.entity_id'))]))
    .unionAll(
      db
        .selectFrom('nda as n')
        .select(sql<number>`1`.as('hit'))
        .where('n.fiduciary_id', '=', fiduciaryId)
        .where('n.entity_id', 'in', entityIds)
        .where((eb) => eb.and([names(eb.ref('n.pre_form_response')), uploaderHolds(eb.ref('n.entity_id'))])),
    )
    .unionAll(
      db
        .selectFrom('investment as i')
        .select(sql<number>`1`.as('hit'))
        .where('i.fiduciary_id', '=', fiduciaryId)
        .where('i.entity_id', 'in', entityIds)
        .where((eb) => eb.and([names(eb.ref('i.pre_form_response')), uploaderHolds(eb.ref('i.entity_id'))])),
    )
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
