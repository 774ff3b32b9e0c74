import type { IssuerReview, OpportunityApproval, OpportunityLifecycle } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { containsPattern } from '#api/db/like.ts';

/** The owner-side list's filters (spec 7), over the caller's companies. */
export interface OwnerListFilters {
  fiduciaryId: string;
  /** Whose marks (favorite) the rows carry and filter by; null: none (rows shared by every member). */
  userId: string | null;
  issuerIds: readonly string[];
  opportunityName?: string | undefined;
  issuerName?: string | undefined;
  isPrimary?: boolean | undefined;
  status?: OpportunityLifecycle | undefined;
  favorite?: 1 | -1 | 0 | undefined;
  minimumGte?: string | undefined;
  minimumLte?: string | undefined;
  isDismissed?: boolean | undefined;
  market?: string | undefined;
  stage?: string | undefined;
  structure?: 'GENERAL' | 'FUND' | 'SPV' | undefined;
}

export interface OwnerListPage {
  field: 'name' | 'created_on' | 'modified_on' | 'size';
  descending: boolean;
  limit: number;
  offset: number;
}

/** The caller's mark on the row (0 when none). */
const favoriteOf = sql<number>`coalesce(p.favorite, 0)`;

function owned(db: Executor, f: OwnerListFilters) {
  return db
    .selectFrom('opportunity as o')
    .innerJoin('issuer as i', 'i.id', 'o.issuer_id')
    .leftJoin('opportunity_preference as p', (join) =>
      // Without a user the join matches nothing: every row's mark reads 0.
      join.onRef('p.opportunity_id', '=', 'o.id').on(sql<boolean>`p.user_id = ${f.userId}::uuid`),
    )
    .where('o.fiduciary_id', '=', f.fiduciaryId)
    .where('o.issuer_id', 'in', f.issuerIds)
    .$if(Boolean(f.opportunityName), (q) => q.where('o.name', 'ilike', containsPattern(f.opportunityName as string)))
    .$if(Boolean(f.issuerName), (q) => q.where('i.name', 'ilike', containsPattern(f.issuerName as string)))
    .$if(f.isPrimary !== undefined, (q) => q.where('o.opportunity_type', '=', f.isPrimary ? 'PRIMARY' : 'SECONDARY'))
    .$if(f.status !== undefined, (q) => q.where('o.status', '=', f.status as OpportunityLifecycle))
    .$if(f.favorite !== undefined, (q) => q.where(favoriteOf, '=', f.favorite as number))
    .$if(f.minimumGte !== undefined, (q) => q.where('o.minimum', '>=', f.minimumGte as string))
    .$if(f.minimumLte !== undefined, (q) => q.where('o.minimum', '<=', f.minimumLte as string))
    .$if(f.isDismissed === true, (q) => q.where(favoriteOf, '=', -1))
    .$if(f.isDismissed === false, (q) => q.where(favoriteOf, '<>', -1))
    .$if(Boolean(f.market), (q) => q.where('i.market', '=', f.market as string))
    .$if(Boolean(f.stage), (q) => q.where('i.stage', '=', f.stage as string))
    .$if(f.structure !== undefined, (q) => q.where('o.type', '=', f.structure as 'GENERAL'));
}

const ROW_COLUMNS = [
  'o.id',
  'o.name',
  'o.short_desc',
  'o.opportunity_type',
  'o.type',
  'o.status',
  'o.size',
  'o.minimum',
  'o.start_date',
  'o.end_date',
  'o.details',
  'o.approval_status',
  'o.issuer_review',
  'o.created_on',
  'o.modified_on',
  'o.issuer_id',
  'i.name as issuer_name',
  'i.market as issuer_market',
  'i.stage as issuer_stage',
  favoriteOf.as('favorite'),
] as const;

export function findOwnedPage(db: Executor, f: OwnerListFilters, page: OwnerListPage) {
  const direction = page.descending ? 'desc' : 'asc';
  return owned(db, f)
    .select(ROW_COLUMNS)
    .orderBy(`o.${page.field}` as const, direction)
    .orderBy('o.id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type OwnedRow = Awaited<ReturnType<typeof findOwnedPage>>[number];

/** The user's marks on the given opportunities (the primary key's lookups). */
export function findMarks(db: Executor, userId: string, opportunityIds: readonly string[]) {
  if (opportunityIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('opportunity_preference')
    .select(['opportunity_id', 'favorite'])
    .where('user_id', '=', userId)
    .where('opportunity_id', 'in', opportunityIds)
    .execute();
}

export async function countOwned(db: Executor, f: OwnerListFilters): Promise<number> {
  const row = await owned(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The opportunity's NDA and subscription templates not yet DIGITIZED (being read, or without a signature area). */
export async function findUnreadTemplates(db: Executor, fiduciaryId: string, opportunityId: string) {
  const rows = await db
    .selectFrom('document')
    .select('doc_class')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .where('entity_id', 'is', null)
    .where('doc_class', 'in', ['NDA', 'DEAL'])
    .where('digitization_status', '<>', 'DIGITIZED')
    .orderBy('doc_class', 'desc')
    .execute();
  return [...new Set(rows.map((r) => r.doc_class as 'NDA' | 'DEAL'))];
}

/** Where one opportunity of the tenant belongs, with its status (`lock`: FOR UPDATE, in a transaction). */
export function findOpportunityState(db: Executor, fiduciaryId: string, id: string, lock = false) {
  return db
    .selectFrom('opportunity as o')
    .innerJoin('issuer as i', 'i.id', 'o.issuer_id')
    .select(['o.id', 'o.issuer_id', 'o.status', 'o.approval_status', 'o.issuer_review', 'o.details'])
    .select('i.requires_internal_approval')
    .where('o.fiduciary_id', '=', fiduciaryId)
    .where('o.id', '=', id)
    .$if(lock, (q) => q.forUpdate('o'))
    .executeTakeFirst();
}

const personName = (alias: 'ru' | 'fu') =>
  sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${sql.ref(`${alias}.first_name`)}, ${sql.ref(
    `${alias}.last_name`,
  )})), ''), ${sql.ref(`${alias}.email`)})`;

/** One opportunity as its company sees it, with the caller's mark and both reviews. */
export function findOwnedOpportunity(db: Executor, fiduciaryId: string, userId: string, id: string) {
  return db
    .selectFrom('opportunity as o')
    .innerJoin('issuer as i', 'i.id', 'o.issuer_id')
    .leftJoin('opportunity_preference as p', (join) =>
      join.onRef('p.opportunity_id', '=', 'o.id').on('p.user_id', '=', userId),
    )
    .leftJoin('app_user as ru', 'ru.id', 'o.issuer_reviewed_by')
    .select(ROW_COLUMNS)
    .select([
      'o.pre',
      'o.post',
      'o.rejection_reason',
      'o.reviewed_on',
      'o.issuer_review_reason',
      'o.issuer_reviewed_by',
      'o.issuer_reviewed_on',
      'o.tearsheet_public',
      'i.requires_internal_approval',
      personName('ru').as('issuer_reviewer_name'),
    ])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('opportunity_editor as e')
            .select(sql`1`.as('one'))
            .whereRef('e.opportunity_id', '=', 'o.id')
            .where('e.user_id', '=', userId),
        )
        .as('edited_by_me'),
    )
    .where('o.fiduciary_id', '=', fiduciaryId)
    .where('o.id', '=', id)
    .executeTakeFirst();
}

export type OwnedOpportunityRow = NonNullable<Awaited<ReturnType<typeof findOwnedOpportunity>>>;

/** The columns an issuer writes on a draft. */
export interface DraftColumns {
  name: string;
  short_desc: string;
  opportunity_type: 'PRIMARY' | 'SECONDARY';
  type: 'GENERAL' | 'FUND' | 'SPV';
  size: string;
  minimum: string;
  pre: string | null;
  post: string | null;
  start_date: string | null;
  end_date: string | null;
  details: string;
}

export async function insertDraft(
  db: Executor,
  row: DraftColumns & { fiduciary_id: string; issuer_id: string },
): Promise<string> {
  const created = await db
    .insertInto('opportunity')
    .values({ ...row, status: 'Created', approval_status: 'NA', issuer_review: 'NONE' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

export async function updateDraft(db: Executor, fiduciaryId: string, id: string, row: DraftColumns): Promise<void> {
  await db
    .updateTable('opportunity')
    .set({ ...row, modified_on: sql`now()` })
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', id)
    .execute();
}

/** The opportunity's status after an issuer event, with the internal review when one was taken. */
export async function updateIssuerStatus(
  db: Executor,
  fiduciaryId: string,
  id: string,
  patch: {
    status: OpportunityLifecycle;
    approval_status: OpportunityApproval;
    issuer_review: IssuerReview;
    /** Set for an internal decision (who, why); cleared when sent to the approver anew. */
    review?: { by: string; reason: string | null } | 'clear';
  },
): Promise<void> {
  const review =
    patch.review === undefined
      ? {}
      : patch.review === 'clear'
        ? { issuer_review_reason: null, issuer_reviewed_by: null, issuer_reviewed_on: null }
        : {
            issuer_review_reason: patch.review.reason,
            issuer_reviewed_by: patch.review.by,
            issuer_reviewed_on: sql<Date>`now()`,
          };
  await db
    .updateTable('opportunity')
    .set({
      status: patch.status,
      approval_status: patch.approval_status,
      issuer_review: patch.issuer_review,
      ...review,
      modified_on: sql`now()`,
    })
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', id)
    .execute();
}

/** Marks the tearsheet public or private; true when the flag changed. */
export async function updateTearsheetPublic(db: Executor, fiduciaryId: string, id: string, value: boolean) {
  const changed = await db
    .updateTable('opportunity')
    .set({ tearsheet_public: value, modified_on: sql`now()` })
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', id)
    .where('tearsheet_public', '<>', value)
    .executeTakeFirst();
  return changed.numUpdatedRows > 0n;
}

/** Records who created or changed an opportunity (four eyes of both approvals). */
export async function recordEditor(db: Executor, fiduciaryId: string, opportunityId: string, userId: string) {
  await db
    .insertInto('opportunity_editor')
    .values({ opportunity_id: opportunityId, user_id: userId, fiduciary_id: fiduciaryId })
    .onConflict((oc) => oc.columns(['opportunity_id', 'user_id']).doUpdateSet({ last_edited_on: sql`now()` }))
    .execute();
}

export async function findEditorIds(db: Executor, fiduciaryId: string, opportunityId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('opportunity_editor')
    .select('user_id')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('opportunity_id', '=', opportunityId)
    .execute();
  return rows.map((r) => r.user_id);
}
