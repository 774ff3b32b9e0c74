import type { QnaListQuery } from '@dl/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { Database } from '#api/db/schema.ts';
import { containsPattern } from '#api/db/like.ts';
import type { QnaItemTable } from '#api/db/schema-communications.ts';
import { DISCOVERABLE_STATUS } from '../documents/index.ts';

/** Which questions a caller may see (ADR 0018): the asking entity's, an issuer's, or the tenant's. */
export type QnaVisibility =
  | { kind: 'ENTITY'; entityId: string }
  | { kind: 'ISSUERS'; issuerIds: readonly string[] }
  | { kind: 'TENANT' };

export interface QnaFilters {
  opportunityId?: string | undefined;
  documentId?: string | undefined;
  hasResponse?: boolean | undefined;
  search?: string | undefined;
}

type QnaScope = ExpressionBuilder<Database & { q: Database['qna_item']; o: Database['opportunity'] }, 'q' | 'o'>;

/**
 * What an investor entity sees: its own questions, and those published on an opportunity it may
 * discover (Published, and its access not CLOSED), as the opportunity's own pages decide.
 */
function entitySees(eb: QnaScope, entityId: string) {
  return eb.or([
    eb('q.entity_id', '=', entityId),
    eb.and([
      eb('q.published_on', 'is not', null),
      eb('o.status', '=', DISCOVERABLE_STATUS),
      eb.not(
        eb.exists(
          eb
            .selectFrom('opportunity_access as a')
            .select('a.entity_id')
            .whereRef('a.opportunity_id', '=', 'q.opportunity_id')
            .where('a.entity_id', '=', entityId)
            .where('a.status', '=', 'CLOSED'),
        ),
      ),
    ]),
  ]);
}

function baseQuery(db: Executor, fiduciaryId: string, visibility: QnaVisibility) {
  return db
    .selectFrom('qna_item as q')
    .innerJoin('opportunity as o', 'o.id', 'q.opportunity_id')
    .leftJoin('document as d', 'd.id', 'q.document_id')
    .where('q.fiduciary_id', '=', fiduciaryId)
    .where('q.deleted_on', 'is', null)
    .$if(visibility.kind === 'ENTITY', (q) =>
      q.where((eb) => entitySees(eb, (visibility as { entityId: string }).entityId)),
    )
    .$if(visibility.kind === 'ISSUERS', (q) => {
      const ids = (visibility as { issuerIds: readonly string[] }).issuerIds;
      return ids.length === 0 ? q.where(sql<boolean>`false`) : q.where('o.issuer_id', 'in', [...ids]);
    });
}

const columns = [
  'q.id',
  'q.opportunity_id',
  'o.name as opportunity_name',
  'o.issuer_id',
  'o.status as opportunity_status',
  'q.document_id',
  'q.document_type',
  'd.name as document_name',
  'q.entity_id',
  'q.request',
  'q.response',
  'q.has_response',
  'q.requestor_name',
  'q.requestor_type',
  'q.respondent_type',
  'q.created_on',
  'q.modified_on',
  'q.published_on',
] as const;

export async function findQnaPage(
  db: Executor,
  args: {
    fiduciaryId: string;
    visibility: QnaVisibility;
    filters: QnaFilters;
    ordering: NonNullable<QnaListQuery['ordering']>;
    limit: number;
    offset: number;
  },
) {
  const { filters: f } = args;
  const filtered = baseQuery(db, args.fiduciaryId, args.visibility)
    .$if(f.opportunityId !== undefined, (q) => q.where('q.opportunity_id', '=', f.opportunityId as string))
    .$if(f.documentId !== undefined, (q) => q.where('q.document_id', '=', f.documentId as string))
    .$if(f.hasResponse !== undefined, (q) => q.where('q.has_response', '=', f.hasResponse as boolean))
    .$if(Boolean(f.search), (q) => {
      const pattern = containsPattern(f.search as string);
      const v = args.visibility;
      return q.where((eb) =>
        eb.or([
          eb('q.request', 'ilike', pattern),
          eb('q.response', 'ilike', pattern),
          // An investor does not find a published question by its asker's name (not shown to them).
          v.kind === 'ENTITY'
            ? eb.and([eb('q.entity_id', '=', v.entityId), eb('q.requestor_name', 'ilike', pattern)])
            : eb('q.requestor_name', 'ilike', pattern),
          eb('o.name', 'ilike', pattern),
        ]),
      );
    });
  const column = args.ordering.replace(/^-/, '') as 'modified_on' | 'created_on';
  const direction = args.ordering.startsWith('-') ? 'desc' : 'asc';
  const [total, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .select(columns)
      .orderBy(`q.${column}`, direction)
      .orderBy('q.id', direction)
      .limit(args.limit)
      .offset(args.offset)
      .execute(),
  ]);
  return { count: Number(total.n), rows };
}

export type QnaRow = Awaited<ReturnType<typeof findQnaPage>>['rows'][number];

/** One visible, not deleted item; `lock` holds it against a concurrent answer or edit. */
export function findQnaById(
  db: Executor,
  args: { fiduciaryId: string; visibility: QnaVisibility; id: string; lock?: boolean },
): Promise<QnaRow | undefined> {
  return baseQuery(db, args.fiduciaryId, args.visibility)
    .select(columns)
    .where('q.id', '=', args.id)
    .$if(Boolean(args.lock), (q) => q.forUpdate('q'))
    .executeTakeFirst();
}

export async function insertQna(
  db: Executor,
  row: Pick<
    QnaItemTable,
    | 'fiduciary_id'
    | 'opportunity_id'
    | 'document_id'
    | 'document_type'
    | 'entity_id'
    | 'requestor_id'
    | 'requestor_name'
    | 'request'
  >,
): Promise<string> {
  const { id } = await db.insertInto('qna_item').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateQna(
  db: Executor,
  id: string,
  patch: Partial<Pick<QnaItemTable, 'request' | 'response' | 'respondent_id' | 'respondent_type'>> & {
    deleted?: boolean;
  },
): Promise<void> {
  const { deleted, ...fields } = patch;
  await db
    .updateTable('qna_item')
    .set({ ...fields, modified_on: sql`now()`, ...(deleted ? { deleted_on: sql`now()` } : {}) })
    .where('id', '=', id)
    .execute();
}

/** The document a question may be tied to: one of the opportunity's own documents in this tenant. */
export function findOpportunityDocument(db: Executor, fiduciaryId: string, opportunityId: string, documentId: string) {
  return db
    .selectFrom('document')
    .select(['id', 'doc_class', 'name'])
    .where('id', '=', documentId)
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .executeTakeFirst();
}

export async function findUserName(db: Executor, userId: string): Promise<string> {
  const u = await db
    .selectFrom('app_user')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return `${u.first_name} ${u.last_name}`.trim() || u.email;
}

/** Issuers the user holds one of `roles` for in this fiduciary. */
export async function findIssuerIds(db: Executor, fiduciaryId: string, userId: string, roles: readonly string[]) {
  const rows = await db
    .selectFrom('membership')
    .select('issuer_id')
    .distinct()
    .where('fiduciary_id', '=', fiduciaryId)
    .where('user_id', '=', userId)
    .where('role', 'in', [...roles])
    .where('issuer_id', 'is not', null)
    .execute();
  return rows.map((r) => r.issuer_id as string);
}

/** Active users holding an issuer role for the issuer (each hears of a new question). */
export async function findIssuerMembers(db: Executor, fiduciaryId: string, issuerId: string, roles: readonly string[]) {
  const rows = await db
    .selectFrom('membership as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select('m.user_id')
    .distinct()
    .where('m.fiduciary_id', '=', fiduciaryId)
    .where('m.issuer_id', '=', issuerId)
    .where('m.role', 'in', [...roles])
    .where('u.is_active', '=', true)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Publishes (now, by the user) or withdraws an item for every investor of its opportunity. */
export async function setQnaPublished(db: Executor, id: string, userId: string, published: boolean): Promise<void> {
  await db
    .updateTable('qna_item')
    .set(published ? { published_on: sql`now()`, published_by: userId } : { published_on: null, published_by: null })
    .where('id', '=', id)
    .execute();
}

/**
 * The audience of a published item in one query: the acting members (`roles`) of every entity of
 * the tenant that may discover the opportunity (its access not CLOSED), but the asking entity's.
 */
export async function findPublishedAudience(
  db: Executor,
  args: { fiduciaryId: string; opportunityId: string; askerEntityId: string; roles: readonly string[] },
): Promise<string[]> {
  const rows = await db
    .selectFrom('membership as m')
    .select('m.user_id')
    .distinct()
    .where('m.fiduciary_id', '=', args.fiduciaryId)
    .where('m.entity_id', 'is not', null)
    .where('m.entity_id', '<>', args.askerEntityId)
    .where('m.role', 'in', [...args.roles])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('opportunity_access as a')
            .select('a.entity_id')
            .where('a.opportunity_id', '=', args.opportunityId)
            .whereRef('a.entity_id', '=', 'm.entity_id')
            .where('a.status', '=', 'CLOSED'),
        ),
      ),
    )
    .execute();
  return rows.map((r) => r.user_id);
}
