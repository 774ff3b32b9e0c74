import { INVESTOR_VISIBLE_STATUSES } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { READ_EVENT } from '#api/platform/audit.ts';

/**
 * The opportunity with its issuer and the caller's own rows (access, NDA, favorite), when it is in
 * this fiduciary and in a status investors see. Whether the caller may see it is decided by the
 * service (CLOSED access, the mpid rule for secondaries).
 */
/** The opportunity and issuer columns of the detail page, for the investor's read and the fund admin's preview. */
export const DETAIL_COLUMNS = [
  'o.id',
  'o.name',
  'o.short_desc',
  'o.opportunity_type',
  'o.type',
  'o.status',
  'o.size',
  'o.minimum',
  'o.pre',
  'o.post',
  'o.start_date',
  'o.end_date',
  'o.details',
  'o.created_on',
  'i.id as issuer_id',
  'i.name as issuer_name',
  'i.stage as issuer_stage',
  'i.market as issuer_market',
  'i.details as issuer_details',
] as const;

export function findOpportunityForInvestor(
  db: Executor,
  args: { fiduciaryId: string; opportunityId: string; entityId: string; userId: string },
) {
  return db
    .selectFrom('opportunity as o')
    .innerJoin('issuer as i', 'i.id', 'o.issuer_id')
    .select((eb) => [
      ...DETAIL_COLUMNS,
      eb
        .selectFrom('opportunity_access as a')
        .select('a.status')
        .whereRef('a.opportunity_id', '=', 'o.id')
        .where('a.entity_id', '=', args.entityId)
        .as('access_status'),
      eb
        .selectFrom('nda as n')
        .select('n.status')
        .whereRef('n.opportunity_id', '=', 'o.id')
        .where('n.entity_id', '=', args.entityId)
        .as('nda_status'),
      eb
        .selectFrom('opportunity_preference as p')
        .select('p.favorite')
        .whereRef('p.opportunity_id', '=', 'o.id')
        .where('p.user_id', '=', args.userId)
        .as('favorite'),
    ])
    .where('o.id', '=', args.opportunityId)
    .where('o.fiduciary_id', '=', args.fiduciaryId)
    .where('o.status', 'in', INVESTOR_VISIBLE_STATUSES)
    .executeTakeFirst();
}

/**
 * Whether the entity has opened a document of the opportunity's data room (a 'documents viewed'
 * event naming it): the investor's Reviewed step (spec 4 BIG_BOYS_SEEN). Reads the audit events of
 * this data room's documents only (audit_event_subject_idx).
 */
export async function hasEnteredDataRoom(
  db: Executor,
  args: { fiduciaryId: string; opportunityId: string; entityId: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('document as d')
    .innerJoin('audit_event as a', (join) =>
      join.onRef('a.fiduciary_id', '=', 'd.fiduciary_id').on('a.subject', '=', sql<string>`d.id::text`),
    )
    .select('d.id')
    .where('d.fiduciary_id', '=', args.fiduciaryId)
    .where('d.opportunity_id', '=', args.opportunityId)
    .where('d.doc_class', '=', 'DATA_ROOM')
    .where('a.kind', '=', READ_EVENT.DOCUMENTS_VIEWED)
    .where(sql<string>`a.data ->> 'entity_id'`, '=', args.entityId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type OpportunityDetailRow = NonNullable<Awaited<ReturnType<typeof findOpportunityForInvestor>>>;

/** The entity's latest live investment, else its latest declined one. */
export function findLatestInvestment(db: Executor, fiduciaryId: string, opportunityId: string, entityId: string) {
  return db
    .selectFrom('investment')
    .select(['id', 'status', 'amount'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .where('entity_id', '=', entityId)
    .orderBy((eb) => eb.case().when('status', '=', 'DEAL_DECLINED').then(1).else(0).end())
    .orderBy('created_on', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest NDA and DEAL documents of the opportunity and how many DATA_ROOM documents it has. */
export async function findDocumentSummary(db: Executor, fiduciaryId: string, opportunityId: string) {
  const rows = await db
    .selectFrom('document')
    .select(['id', 'name', 'document_type', 'doc_class', 'modified_on'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .where('doc_class', 'in', ['NDA', 'DEAL'])
    .where('entity_id', 'is', null)
    .orderBy('modified_on', 'desc')
    .execute();
  const dataRoom = await db
    .selectFrom('document')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .where('doc_class', '=', 'DATA_ROOM')
    .executeTakeFirstOrThrow();
  const pick = (docClass: string) => {
    const row = rows.find((r) => r.doc_class === docClass);
    return row ? { id: row.id, name: row.name, document_type: row.document_type } : null;
  };
  return { nda: pick('NDA'), deal: pick('DEAL'), data_room_count: Number(dataRoom.n) };
}

/** The inputs of the spec 6 mpid rule for one entity, read in one query; undefined for an unknown fiduciary. */
export function findSecondaryRuleInputs(db: Executor, fiduciaryId: string, entityId: string) {
  return db
    .selectFrom('fiduciary as f')
    .select((eb) => [
      'f.mpid',
      sql<boolean>`coalesce(f.public_branding #>> '{s3Data,showSecondaryOpportunities}' = 'true', false)`.as('show'),
      eb
        .exists(
          eb
            .selectFrom('investment as i')
            .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
            .select(sql`1`.as('one'))
            .where('i.fiduciary_id', '=', fiduciaryId)
            .where('i.entity_id', '=', entityId)
            .where('o.opportunity_type', '=', 'SECONDARY'),
        )
        .as('has_any'),
    ])
    .where('f.id', '=', fiduciaryId)
    .executeTakeFirst();
}

/** Saves the user's favorite flag on an opportunity: one row per user and opportunity, re-dated on change. */
export async function upsertFavorite(
  db: Executor,
  args: { userId: string; opportunityId: string; fiduciaryId: string; favorite: -1 | 0 | 1 },
) {
  const { favorite } = args;
  await db
    .insertInto('opportunity_preference')
    .values({ user_id: args.userId, opportunity_id: args.opportunityId, fiduciary_id: args.fiduciaryId, favorite })
    .onConflict((oc) => oc.columns(['user_id', 'opportunity_id']).doUpdateSet({ favorite, modified_on: sql`now()` }))
    .execute();
}

/** The opportunity and issuer columns of a tearsheet: nothing about investors, documents or terms. */
export const TEARSHEET_COLUMNS = [
  'o.id',
  'o.name',
  'o.short_desc',
  'o.size',
  'o.minimum',
  'o.start_date',
  'o.end_date',
  'o.details',
  'i.name as issuer_name',
  'i.market',
  'i.stage',
  'i.details as issuer_details',
] as const;

/** The opportunity and issuer fields of a tearsheet, when investors of this fiduciary can see it. */
export function findTearsheetRow(db: Executor, fiduciaryId: string, opportunityId: string) {
  return db
    .selectFrom('opportunity as o')
    .innerJoin('issuer as i', 'i.id', 'o.issuer_id')
    .select(TEARSHEET_COLUMNS)
    .where('o.id', '=', opportunityId)
    .where('o.fiduciary_id', '=', fiduciaryId)
    .where('o.status', 'in', INVESTOR_VISIBLE_STATUSES)
    .executeTakeFirst();
}

export type TearsheetRow = NonNullable<Awaited<ReturnType<typeof findTearsheetRow>>>;
