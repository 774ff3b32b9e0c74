import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import { type ExpressionBuilder, type Insertable, sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { containsPattern } from '#api/db/like.ts';
import type { Database } from '#api/db/schema.ts';
import type { DocumentSendTable } from '#api/db/schema-document-sends.ts';
import { sortColumn } from '#api/lib/sort-key.ts';

const INVESTOR_ROLES = Object.values(INVESTOR_FIDUCIARY_ROLES);

/** A stored file of the fiduciary (the upload a send names). */
export function findStoredFile(db: Executor, fiduciaryId: string, fileId: string) {
  return db
    .selectFrom('stored_file')
    .select(['id', 'name', 'mime_type'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', fileId)
    .executeTakeFirst();
}

export function findEntity(db: Executor, fiduciaryId: string, entityId: string) {
  return db
    .selectFrom('investing_entity')
    .select(['id', 'name'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', entityId)
    .executeTakeFirst();
}

export function findOpportunity(db: Executor, fiduciaryId: string, opportunityId: string) {
  return db
    .selectFrom('opportunity')
    .select(['id', 'name'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', opportunityId)
    .executeTakeFirst();
}

export async function insertSend(trx: Executor, values: Insertable<DocumentSendTable>): Promise<string> {
  const row = await trx.insertInto('document_send').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

type Audience =
  | { kind: 'INVESTOR'; entityId: string }
  | { kind: 'OPPORTUNITY'; opportunityId: string }
  | { kind: 'ALL' };

/**
 * The entities a send addresses, as a query of ids: the one entity; the entities with a live
 * investment (not declined) in the opportunity; or every entity with an investor member.
 */
function audienceEntities(db: Executor, fiduciaryId: string, audience: Audience) {
  const entities = db.selectFrom('investing_entity as e').select('e.id').where('e.fiduciary_id', '=', fiduciaryId);
  switch (audience.kind) {
    case 'INVESTOR':
      return entities.where('e.id', '=', audience.entityId);
    case 'OPPORTUNITY':
      return entities.where((eb) =>
        eb.exists(
          eb
            .selectFrom('investment as i')
            .select('i.id')
            .whereRef('i.entity_id', '=', 'e.id')
            .where('i.fiduciary_id', '=', fiduciaryId)
            .where('i.opportunity_id', '=', audience.opportunityId)
            .where('i.status', '<>', 'DEAL_DECLINED'),
        ),
      );
    case 'ALL':
      return entities.where((eb) =>
        eb.exists(
          eb
            .selectFrom('membership as m')
            .select('m.id')
            .whereRef('m.entity_id', '=', 'e.id')
            .where('m.fiduciary_id', '=', fiduciaryId)
            .where('m.role', 'in', INVESTOR_ROLES),
        ),
      );
  }
}

/** One `document` row per addressed entity, in one statement; answers the entities addressed. */
export async function insertCopies(
  trx: Executor,
  send: {
    id: string;
    fiduciaryId: string;
    name: string;
    description: string;
    docClass: DocumentSendTable['doc_class'];
    documentType: string;
    fileId: string;
    actionRequired: DocumentSendTable['action_required'];
    opportunityId: string | null;
  },
  audience: Audience,
): Promise<string[]> {
  const ids = audienceEntities(trx, send.fiduciaryId, audience);
  const rows = await trx
    .insertInto('document')
    .columns([
      'fiduciary_id',
      'entity_id',
      'opportunity_id',
      'doc_class',
      'document_type',
      'name',
      'description',
      'category',
      'file_id',
      'fields',
      'action_required',
      'send_id',
    ])
    .expression(
      trx
        .selectFrom(ids.as('a'))
        .select([
          sql<string>`${send.fiduciaryId}::uuid`.as('fiduciary_id'),
          'a.id as entity_id',
          sql<string | null>`${send.opportunityId}::uuid`.as('opportunity_id'),
          sql<string>`${send.docClass}`.as('doc_class'),
          sql<string>`${send.documentType}`.as('document_type'),
          sql<string>`${send.name}`.as('name'),
          sql<string>`${send.description}`.as('description'),
          sql<string[]>`'{}'::text[]`.as('category'),
          sql<string>`${send.fileId}::uuid`.as('file_id'),
          sql<string>`'[]'::jsonb`.as('fields'),
          sql<string>`${send.actionRequired}`.as('action_required'),
          sql<string>`${send.id}::uuid`.as('send_id'),
        ]),
    )
    .returning('entity_id')
    .execute();
  return rows.map((r) => r.entity_id as string);
}

export function setRecipients(trx: Executor, sendId: string, recipients: number) {
  return trx.updateTable('document_send').set({ recipients }).where('id', '=', sendId).execute();
}

type SendEb = ExpressionBuilder<Database & { s: Database['document_send'] }, 's'>;

const viewedCount = (eb: SendEb) =>
  eb
    .selectFrom('document as d')
    .select(sql<number>`count(d.first_viewed_on)::int`.as('n'))
    .whereRef('d.send_id', '=', 's.id');

const signedCount = (eb: SendEb) =>
  eb
    .selectFrom('document as d')
    .innerJoin('document_signature as g', (j) => j.onRef('g.document_id', '=', 'd.id').on('g.status', '=', 'SIGNED'))
    .select(sql<number>`count(*)::int`.as('n'))
    .whereRef('d.send_id', '=', 's.id');

function sendsQuery(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('document_send as s')
    .innerJoin('stored_file as f', 'f.id', 's.file_id')
    .leftJoin('investing_entity as e', 'e.id', 's.entity_id')
    .leftJoin('opportunity as o', 'o.id', 's.opportunity_id')
    .leftJoin('app_user as u', 'u.id', 's.created_by')
    .select((eb) => [
      's.id',
      's.name',
      's.description',
      's.doc_class',
      's.document_type',
      's.action_required',
      's.audience',
      's.entity_id',
      'e.name as entity_name',
      's.opportunity_id',
      'o.name as opportunity_name',
      'f.name as file_name',
      's.recipients',
      viewedCount(eb).as('viewed'),
      signedCount(eb).as('signed'),
      sql<string | null>`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`.as('created_by_name'),
      's.created_on',
    ])
    .where('s.fiduciary_id', '=', fiduciaryId);
}

export type SendRow = Awaited<ReturnType<ReturnType<typeof sendsQuery>['executeTakeFirstOrThrow']>>;

export function findSend(db: Executor, fiduciaryId: string, sendId: string) {
  return sendsQuery(db, fiduciaryId).where('s.id', '=', sendId).executeTakeFirst();
}

const SEND_ORDERINGS = { created_on: 's.created_on', name: 's.name' } as const;

export interface SendPage {
  page: number;
  limit: number;
  ordering?: string | undefined;
}

/** One page of sends (spec 7 list convention), newest first unless `ordering` says otherwise. */
export function findSendsPage(db: Executor, fiduciaryId: string, search: string | undefined, page: SendPage) {
  const descending = page.ordering ? page.ordering.startsWith('-') : true;
  const direction = descending ? 'desc' : 'asc';
  return sendsQuery(db, fiduciaryId)
    .$if(Boolean(search), (q) => q.where('s.name', 'ilike', containsPattern(search as string)))
    .orderBy(sortColumn(SEND_ORDERINGS, page.ordering, 'created_on'), direction)
    .orderBy('s.id', direction)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .execute();
}

export async function countSends(db: Executor, fiduciaryId: string, search: string | undefined): Promise<number> {
  const row = await db
    .selectFrom('document_send as s')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('s.fiduciary_id', '=', fiduciaryId)
    .$if(Boolean(search), (q) => q.where('s.name', 'ilike', containsPattern(search as string)))
    .executeTakeFirstOrThrow();
  return row.n;
}

export type RecipientFilter = 'VIEWED' | 'NOT_VIEWED' | 'SIGNED' | 'NOT_SIGNED';

function recipientsQuery(db: Executor, sendId: string, status: RecipientFilter | undefined) {
  return db
    .selectFrom('document as d')
    .innerJoin('investing_entity as e', 'e.id', 'd.entity_id')
    .leftJoin('document_signature as g', (j) =>
      j.onRef('g.document_id', '=', 'd.id').onRef('g.entity_id', '=', 'd.entity_id').on('g.status', '=', 'SIGNED'),
    )
    .where('d.send_id', '=', sendId)
    .$if(status === 'VIEWED', (q) => q.where('d.first_viewed_on', 'is not', null))
    .$if(status === 'NOT_VIEWED', (q) => q.where('d.first_viewed_on', 'is', null))
    .$if(status === 'SIGNED', (q) => q.where('g.id', 'is not', null))
    .$if(status === 'NOT_SIGNED', (q) => q.where('g.id', 'is', null));
}

/** One page of a send's copies with their entity, first view and signature, by entity name. */
export function findRecipientsPage(
  db: Executor,
  sendId: string,
  status: RecipientFilter | undefined,
  page: { page: number; limit: number },
) {
  return recipientsQuery(db, sendId, status)
    .leftJoin('app_user as v', 'v.id', 'd.first_viewed_by')
    .leftJoin('app_user as w', 'w.id', 'g.user_id')
    .select([
      'd.id as document_id',
      'e.id as entity_id',
      'e.name as entity_name',
      'd.first_viewed_on',
      sql<string | null>`nullif(trim(concat_ws(' ', v.first_name, v.last_name)), '')`.as('viewed_by_name'),
      'g.signed_on',
      sql<string | null>`nullif(trim(concat_ws(' ', w.first_name, w.last_name)), '')`.as('signed_by_name'),
    ])
    .orderBy('e.name')
    .orderBy('d.id')
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .execute();
}

export async function countRecipients(db: Executor, sendId: string, status: RecipientFilter | undefined) {
  const row = await recipientsQuery(db, sendId, status)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Opportunities of the fiduciary with live (not declined) investments, with how many entities hold one. */
export function findAudienceOpportunities(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('investment as i')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .select(['o.id', 'o.name', sql<number>`count(distinct i.entity_id)::int`.as('investors')])
    .where('i.fiduciary_id', '=', fiduciaryId)
    .where('i.status', '<>', 'DEAL_DECLINED')
    .groupBy(['o.id', 'o.name'])
    .orderBy('o.name')
    .execute();
}
