import { type Insertable, sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type {
  CapActionRequestTable,
  CapSecurityTable,
  CapStakeholderTable,
  CapTermsTable,
} from '#api/db/schema-captable.ts';
import type { TimeVesting } from '#api/platform/ocf/export-objects.ts';
import type { SecurityRow } from '#api/platform/ocf/export-transactions.ts';
import type { KeptObject } from '#api/platform/ocf/import-plan.ts';

/** Kysely queries of the OCF export and import. Paged reads take the last key read and a page size. */

// ---- Export ----

export function issuerName(db: Executor, issuerId: string) {
  return db.selectFrom('issuer').select('name').where('id', '=', issuerId).executeTakeFirstOrThrow();
}

export function manifestIssuer(db: Executor, issuerId: string) {
  return db
    .selectFrom('issuer')
    .select(['id', 'name', 'details', 'created_on'])
    .where('id', '=', issuerId)
    .executeTakeFirstOrThrow();
}

export function capTableRoundingProfile(db: Executor, capTableId: string) {
  return db.selectFrom('cap_table').select('rounding_profile').where('id', '=', capTableId).executeTakeFirstOrThrow();
}

/** Stakeholders, keyset-paged on the primary key. */
export function stakeholderPage(db: Executor, capTableId: string, after: string, limit: number) {
  return db
    .selectFrom('cap_stakeholder')
    .select(['id', 'name', 'stakeholder_type', 'email', 'relationship', 'details'])
    .where('cap_table_id', '=', capTableId)
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function stockClassRows(db: Executor, capTableId: string) {
  return db.selectFrom('cap_stock_class').selectAll().where('cap_table_id', '=', capTableId).orderBy('id').execute();
}

export function stockPlanRows(db: Executor, capTableId: string) {
  return db.selectFrom('cap_plan').selectAll().where('cap_table_id', '=', capTableId).orderBy('id').execute();
}

/** The ledger transactions that created the classes and plans. */
export function creationTxRows(db: Executor, capTableId: string) {
  return db
    .selectFrom('cap_tx')
    .select(['id', 'type', 'date', 'body'])
    .where('cap_table_id', '=', capTableId)
    .where('type', 'in', ['stock_class', 'plan'])
    .execute();
}

/** Every version of the given terms, in version order. */
export function termsBodiesOf(db: Executor, capTableId: string, termsIds: string[]) {
  return db
    .selectFrom('cap_terms')
    .select(['terms_id', 'body'])
    .where('cap_table_id', '=', capTableId)
    .where('terms_id', 'in', termsIds)
    .orderBy('terms_id')
    .orderBy('version')
    .execute();
}

/** Every version of every terms, bodies only. */
export function allTermsBodies(db: Executor, capTableId: string) {
  return db
    .selectFrom('cap_terms')
    .select(['terms_id', 'version', 'body'])
    .where('cap_table_id', '=', capTableId)
    .execute();
}

/** Every version of every terms, whole, for the manifest's comments. */
export function allTermsVersions(db: Executor, capTableId: string) {
  return db
    .selectFrom('cap_terms')
    .select(['terms_id', 'version', 'type', 'name', 'body', 'deleted_on'])
    .where('cap_table_id', '=', capTableId)
    .orderBy('terms_id')
    .orderBy('version')
    .execute();
}

/** The distinct time-based vesting schedules of the securities issued (computed in SQL). */
export async function timeVestingSchedules(db: Executor, capTableId: string) {
  const result = await sql<{ v: TimeVesting }>`
    SELECT DISTINCT (vesting - 'start_date' - 'type') AS v FROM cap_security
     WHERE cap_table_id = ${capTableId} AND status <> 'draft' AND vesting ->> 'type' = 'time'`.execute(db);
  return result.rows;
}

/** Kept OCF objects of one type, keyset-paged on their id. */
export async function keptObjectPage(db: Executor, capTableId: string, type: string, after: string, limit: number) {
  const result = await sql<{ id: string; body: Record<string, unknown> }>`
      SELECT id, body FROM cap_ocf_object WHERE cap_table_id = ${capTableId} AND object_type = ${type} AND id > ${after}
       ORDER BY id LIMIT ${limit}`.execute(db);
  return result.rows;
}

interface TxText {
  seq: string;
  id: string;
  type: string;
  date: string;
  body: string;
}

/** Ledger transactions in their order after `after` (a seq), the body as text. */
export async function txTextPage(db: Executor, capTableId: string, after: string, limit: number) {
  const result = await sql<TxText>`
        SELECT seq::text AS seq, id, type, to_char(date, 'YYYY-MM-DD') AS date, body::text AS body
          FROM cap_tx WHERE cap_table_id = ${capTableId} AND cap_tx.seq > ${after}::bigint ORDER BY cap_tx.seq LIMIT ${limit}`.execute(
    db,
  );
  return result.rows;
}

type SecurityText = Omit<SecurityRow, 'vesting' | 'details'> & { vesting: string | null; details: string };

/** The named securities, their JSON columns as text. */
export async function securityTexts(db: Executor, capTableId: string, ids: string[]) {
  const result = await sql<SecurityText>`
            SELECT id, kind, stakeholder_id, class_id, plan_id, quantity::text AS quantity, price::text AS price,
                   terms_id, terms_version, option_kind, vesting::text AS vesting, details::text AS details,
                   investment_id
              FROM cap_security WHERE cap_table_id = ${capTableId} AND id = ANY(${ids}::text[])`.execute(db);
  return result.rows;
}

/** Draft securities, keyset-paged on the id. */
export function draftPage(db: Executor, capTableId: string, after: string, limit: number) {
  return db
    .selectFrom('cap_security')
    .select([
      'id',
      'kind',
      'stakeholder_id',
      'class_id',
      'plan_id',
      'quantity',
      'price',
      'terms_id',
      'terms_version',
      'option_kind',
      'issue_date',
      'vesting',
      'details',
      'investment_id',
    ])
    .where('cap_table_id', '=', capTableId)
    .where('status', '=', 'draft')
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Security action requests, keyset-paged on the id (from the first when `after` is null). */
export function actionRequestPage(db: Executor, capTableId: string, after: string | null, limit: number) {
  return db
    .selectFrom('cap_action_request')
    .select(['id', 'security_id', 'action', 'body', 'status', 'reason', 'requested_on', 'decided_on'])
    .where('cap_table_id', '=', capTableId)
    .$if(after !== null, (q) => q.where('id', '>', after as string))
    .orderBy('id')
    .limit(limit)
    .execute();
}

// ---- Import ----

export async function lockCapTable(trx: Executor, capTableId: string): Promise<void> {
  await trx.selectFrom('cap_table').select('id').where('id', '=', capTableId).forUpdate().execute();
}

/** Whether the cap table has any stakeholder, class, security, transaction or terms. */
export async function capTableInUse(trx: Executor, capTableId: string): Promise<boolean> {
  const used = await sql<{ n: number }>`
    SELECT (EXISTS (SELECT 1 FROM cap_stakeholder WHERE cap_table_id = ${capTableId})
         OR EXISTS (SELECT 1 FROM cap_stock_class WHERE cap_table_id = ${capTableId})
         OR EXISTS (SELECT 1 FROM cap_security WHERE cap_table_id = ${capTableId})
         OR EXISTS (SELECT 1 FROM cap_tx WHERE cap_table_id = ${capTableId})
         OR EXISTS (SELECT 1 FROM cap_terms WHERE cap_table_id = ${capTableId}))::int AS n`.execute(trx);
  return Boolean(used.rows[0]?.n);
}

export async function insertStakeholders(trx: Executor, rows: Insertable<CapStakeholderTable>[]): Promise<void> {
  await trx.insertInto('cap_stakeholder').values(rows).execute();
}

export async function setRoundingProfile(trx: Executor, capTableId: string, roundingProfile: string): Promise<void> {
  await trx.updateTable('cap_table').set({ rounding_profile: roundingProfile }).where('id', '=', capTableId).execute();
}

/** Merges `details` into a security's details. */
export async function mergeSecurityDetails(
  trx: Executor,
  capTableId: string,
  securityId: string,
  details: unknown,
): Promise<void> {
  await sql`UPDATE cap_security SET details = details || ${JSON.stringify(details)}::jsonb
             WHERE cap_table_id = ${capTableId} AND id = ${securityId}`.execute(trx);
}

/** One version of terms; a deleted one is marked deleted now. */
export async function insertTerms(
  trx: Executor,
  row: Omit<Insertable<CapTermsTable>, 'deleted_on'>,
  deleted: boolean,
): Promise<void> {
  await trx
    .insertInto('cap_terms')
    .values({ ...row, ...(deleted ? { deleted_on: sql<string>`now()` } : {}) })
    .execute();
}

/** Kept OCF objects; one already there is left as it is. */
export async function insertKeptObjects(
  trx: Executor,
  capTableId: string,
  objects: readonly KeptObject[],
): Promise<void> {
  await sql`INSERT INTO cap_ocf_object (cap_table_id, object_type, id, body)
      SELECT ${capTableId}, t.object_type, t.id, t.body
        FROM jsonb_to_recordset(${JSON.stringify(objects)}::jsonb) AS t(object_type text, id text, body jsonb)
      ON CONFLICT DO NOTHING`.execute(trx);
}

/**
 * The investment when it is in an opportunity of the cap table's company, with the same fiduciary,
 * and no security is linked to it yet; otherwise null.
 */
export async function linkableInvestment(trx: Executor, capTableId: string, investmentId: string) {
  const found = await sql<{ id: string }>`
    SELECT i.id FROM investment i
      JOIN opportunity o ON o.id = i.opportunity_id
      JOIN cap_table c ON c.issuer_id = o.issuer_id AND c.fiduciary_id = i.fiduciary_id
     WHERE i.id = ${investmentId} AND c.id = ${capTableId}
       AND NOT EXISTS (SELECT 1 FROM cap_security s WHERE s.investment_id = i.id)`.execute(trx);
  return found.rows[0]?.id ?? null;
}

export async function insertSecurity(trx: Executor, row: Insertable<CapSecurityTable>): Promise<void> {
  await trx.insertInto('cap_security').values(row).execute();
}

export async function insertActionRequest(trx: Executor, row: Insertable<CapActionRequestTable>): Promise<void> {
  await trx.insertInto('cap_action_request').values(row).execute();
}
