import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { Database, DocClass } from '#api/db/schema.ts';

type Eb = ExpressionBuilder<Database & { d: Database['document'] }, 'd'>;

/** Versions recorded for the document; a document from before versions (the seed's) counts as one. */
const versionsCount = (eb: Eb) =>
  eb
    .selectFrom('document_version as v')
    .select(sql<number>`greatest(count(*), 1)::int`.as('n'))
    .whereRef('v.document_id', '=', 'd.id');
const currentVersion = (eb: Eb) =>
  eb
    .selectFrom('document_version as v')
    .select(sql<number>`coalesce(max(v.version), 1)`.as('n'))
    .whereRef('v.document_id', '=', 'd.id');

function issuerDocuments(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('document as d')
    .innerJoin('stored_file as f', 'f.id', 'd.file_id')
    .select((eb) => [
      'd.id',
      'd.opportunity_id',
      'd.doc_class',
      'd.name',
      'd.description',
      'd.category',
      'd.digitization_status',
      'd.fields',
      'd.signature_area',
      'd.created_on',
      'd.modified_on',
      'f.id as file_id',
      'f.name as file_name',
      'f.mime_type',
      'f.size',
      versionsCount(eb).as('versions_count'),
      currentVersion(eb).as('version'),
    ])
    .where('d.fiduciary_id', '=', fiduciaryId)
    .where('d.doc_class', 'in', ['NDA', 'DEAL', 'DATA_ROOM']);
}

export type IssuerDocumentRow = NonNullable<Awaited<ReturnType<typeof findIssuerDocument>>>;

export function findIssuerDocument(db: Executor, fiduciaryId: string, opportunityId: string, docId: string) {
  return issuerDocuments(db, fiduciaryId)
    .where('d.opportunity_id', '=', opportunityId)
    .where('d.id', '=', docId)
    .executeTakeFirst();
}

/** The opportunity's NDA and subscription templates (the first of each class, should there be more). */
export function findTemplates(db: Executor, fiduciaryId: string, opportunityId: string) {
  return issuerDocuments(db, fiduciaryId)
    .where('d.opportunity_id', '=', opportunityId)
    .where('d.doc_class', 'in', ['NDA', 'DEAL'])
    .orderBy('d.created_on')
    .execute();
}

/** One page of the data room, by category path then name. */
export async function findDataRoomPage(
  db: Executor,
  fiduciaryId: string,
  opportunityId: string,
  page: { page: number; limit: number },
) {
  const where = (q: ReturnType<typeof issuerDocuments>) =>
    q.where('d.opportunity_id', '=', opportunityId).where('d.doc_class', '=', 'DATA_ROOM');
  const [rows, count] = await Promise.all([
    where(issuerDocuments(db, fiduciaryId))
      .orderBy(sql`array_to_string(d.category, chr(31))`)
      .orderBy('d.name')
      .orderBy('d.id')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    db
      .selectFrom('document as d')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('d.fiduciary_id', '=', fiduciaryId)
      .where('d.opportunity_id', '=', opportunityId)
      .where('d.doc_class', '=', 'DATA_ROOM')
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: count.n };
}

/** Every document of the given companies' opportunities, newest change first. */
export async function findCompanyDocuments(
  db: Executor,
  fiduciaryId: string,
  filter: { issuerIds: string[]; opportunityId?: string; docClass?: DocClass; page: number; limit: number },
) {
  const base = issuerDocuments(db, fiduciaryId)
    .innerJoin('opportunity as o', 'o.id', 'd.opportunity_id')
    .where('o.fiduciary_id', '=', fiduciaryId)
    .where('o.issuer_id', 'in', filter.issuerIds)
    .$if(filter.opportunityId !== undefined, (q) => q.where('d.opportunity_id', '=', filter.opportunityId as string))
    .$if(filter.docClass !== undefined, (q) => q.where('d.doc_class', '=', filter.docClass as DocClass));
  const [rows, count] = await Promise.all([
    base
      .select(['o.name as opportunity_name', 'o.status as opportunity_status'])
      .orderBy('d.modified_on', 'desc')
      .orderBy('d.id', 'desc')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    db
      .selectFrom('document as d')
      .innerJoin('opportunity as o', 'o.id', 'd.opportunity_id')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('d.fiduciary_id', '=', fiduciaryId)
      .where('d.doc_class', 'in', ['NDA', 'DEAL', 'DATA_ROOM'])
      .where('o.fiduciary_id', '=', fiduciaryId)
      .where('o.issuer_id', 'in', filter.issuerIds)
      .$if(filter.opportunityId !== undefined, (q) => q.where('d.opportunity_id', '=', filter.opportunityId as string))
      .$if(filter.docClass !== undefined, (q) => q.where('d.doc_class', '=', filter.docClass as DocClass))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: count.n };
}

/**
 * Names used at level `path.length + 1` by the company's data-room documents whose first levels
 * are `path` (spec 5 category suggestions): the company's opportunities by opportunity_owner_list_idx,
 * their documents by document_opportunity_idx.
 */
export async function findCategoryNames(
  db: Executor,
  fiduciaryId: string,
  issuerId: string,
  path: readonly string[],
): Promise<string[]> {
  const n = path.length;
  const rows = await db
    .selectFrom('document as d')
    .innerJoin('opportunity as o', 'o.id', 'd.opportunity_id')
    .select(sql<string>`d.category[${sql.lit(n + 1)}]`.as('name'))
    .distinct()
    .where('o.fiduciary_id', '=', fiduciaryId)
    .where('o.issuer_id', '=', issuerId)
    .where('d.fiduciary_id', '=', fiduciaryId)
    .where('d.doc_class', '=', 'DATA_ROOM')
    .where(sql<boolean>`cardinality(d.category) > ${sql.lit(n)}`)
    .$if(n > 0, (q) => q.where(sql<boolean>`d.category[1:${sql.lit(n)}] = ${sql.val([...path])}::text[]`))
    .orderBy('name')
    .limit(200)
    .execute();
  return rows.map((r) => r.name);
}

export function findVersions(db: Executor, fiduciaryId: string, documentId: string) {
  return db
    .selectFrom('document_version as v')
    .innerJoin('stored_file as f', 'f.id', 'v.file_id')
    .leftJoin('app_user as u', 'u.id', 'v.uploaded_by')
    .select([
      'v.id',
      'v.version',
      'v.created_on',
      'v.uploaded_by',
      'u.first_name',
      'u.last_name',
      'f.id as file_id',
      'f.name as file_name',
      'f.mime_type',
      'f.size',
    ])
    .where('v.fiduciary_id', '=', fiduciaryId)
    .where('v.document_id', '=', documentId)
    .orderBy('v.version', 'desc')
    .execute();
}

/** Locks the document row for a change (a new version, a signature area, a deletion). */
export function lockDocument(db: Executor, fiduciaryId: string, docId: string) {
  return db
    .selectFrom('document')
    .select(['id', 'file_id', 'doc_class', 'digitization_status', 'created_on'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', docId)
    .forUpdate()
    .executeTakeFirst();
}

/** The first version row of a document uploaded before versions (its current file), then the new one. */
export async function insertVersion(
  db: Executor,
  row: { fiduciary_id: string; document_id: string; file_id: string; uploaded_by: string | null },
): Promise<number> {
  const last = await db
    .selectFrom('document_version')
    .select(sql<number | null>`max(version)`.as('n'))
    .where('document_id', '=', row.document_id)
    .executeTakeFirstOrThrow();
  const version = (last.n ?? 0) + 1;
  await db
    .insertInto('document_version')
    .values({ ...row, version })
    .execute();
  return version;
}
