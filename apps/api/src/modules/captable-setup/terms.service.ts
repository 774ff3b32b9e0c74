import type { CapTerms, TermsBody } from '@dl/contracts';
import { captable } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { AppError, FieldErrorsError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { nextIds } from '#api/modules/captable-ledger/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';

/**
 * Security terms by type number 1-9 (spec 3), versioned (ADR 0031): a revision adds a version row; a
 * security keeps the version it was issued under; terms that issued securities use are not deleted.
 * Each problem the domain finds answers 400 under its field (`body.<field>`).
 */

interface TermsRow {
  terms_id: string;
  version: number;
  type: number;
  name: string;
  body: unknown;
  created_on: Date;
  in_use: boolean;
}

function toTerms(row: TermsRow): CapTerms {
  return {
    terms_id: row.terms_id,
    version: row.version,
    type: row.type,
    name: row.name,
    body: row.body as Record<string, unknown>,
    in_use: row.in_use,
    created_on: new Date(row.created_on).toISOString(),
  };
}

/** Issued (or since ended) securities under any version of the terms: the index-backed existence test. */
const inUse = (capTableId: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM cap_security s WHERE s.cap_table_id = ${capTableId}
    AND s.terms_id = t.terms_id AND s.status <> 'draft')`;

/** The latest version of each of the cap table's terms (or of one), deleted ones left out. */
async function latest(db: Executor, capTableId: string, termsId?: string): Promise<TermsRow[]> {
  const rows = await sql<TermsRow>`
    SELECT DISTINCT ON (t.terms_id) t.terms_id, t.version, t.type, t.name, t.body, t.created_on,
           ${inUse(capTableId)} AS in_use
      FROM cap_terms t
     WHERE t.cap_table_id = ${capTableId} AND t.deleted_on IS NULL
       ${termsId === undefined ? sql`` : sql`AND t.terms_id = ${termsId}`}
     ORDER BY t.terms_id, t.version DESC`.execute(db);
  return rows.rows;
}

export async function listTerms(ctx: AppContext, who: CapTableScope) {
  const rows = await latest(ctx.db, who.capTableId);
  rows.sort((a, b) => a.name.localeCompare(b.name) || a.terms_id.localeCompare(b.terms_id));
  return { results: rows.map(toTerms), count: rows.length };
}

/** The domain's problems with the body, each under `body.<field>` (several on one field joined). */
function checked(body: TermsBody, previousType?: number): captable.SecurityTerms {
  const terms = body.body as unknown as captable.SecurityTerms;
  const problems = captable.validateTerms(terms);
  if (previousType !== undefined && previousType !== terms.type)
    problems.push({
      field: 'type',
      message: `These terms are type ${previousType}; create new terms for type ${terms.type}.`,
    });
  if (problems.length === 0) return terms;
  const errors: Record<string, string> = {};
  for (const p of problems) {
    const key = `body.${p.field}`;
    errors[key] = errors[key] && !errors[key].includes(p.message) ? `${errors[key]} ${p.message}` : p.message;
  }
  throw new FieldErrorsError(errors);
}

async function audit(trx: Executor, who: CapTableScope, kind: string, data: Record<string, unknown>) {
  await recordAudit(trx, {
    fiduciary_id: who.fiduciaryId,
    actor_user_id: who.userId,
    kind,
    subject: who.capTableId,
    data,
  });
}

export async function createTerms(ctx: AppContext, who: CapTableScope, body: TermsBody): Promise<CapTerms> {
  const terms = checked(body);
  return ctx.db.transaction().execute(async (trx) => {
    const [termsId] = (await nextIds(trx, who.capTableId, 'TRM')) as [string];
    await trx
      .insertInto('cap_terms')
      .values({
        cap_table_id: who.capTableId,
        terms_id: termsId,
        version: 1,
        type: terms.type,
        name: body.name,
        body: JSON.stringify(terms),
        created_by: who.userId,
      })
      .execute();
    await audit(trx, who, 'captable_terms_created', { terms_id: termsId, version: 1, type: terms.type });
    return toTerms((await latest(trx, who.capTableId, termsId))[0] as TermsRow);
  });
}

/** The current version, locked (a revision and a deletion of the same terms run one after the other). */
async function current(trx: Executor, capTableId: string, termsId: string) {
  const rows = await trx
    .selectFrom('cap_terms')
    .select(['version', 'type'])
    .where('cap_table_id', '=', capTableId)
    .where('terms_id', '=', termsId)
    .where('deleted_on', 'is', null)
    .orderBy('version', 'desc')
    .forUpdate()
    .execute();
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function reviseTerms(ctx: AppContext, who: CapTableScope, termsId: string, body: TermsBody) {
  return ctx.db.transaction().execute(async (trx) => {
    const previous = await current(trx, who.capTableId, termsId);
    const terms = checked(body, previous.type);
    const version = previous.version + 1;
    await trx
      .insertInto('cap_terms')
      .values({
        cap_table_id: who.capTableId,
        terms_id: termsId,
        version,
        type: terms.type,
        name: body.name,
        body: JSON.stringify(terms),
        created_by: who.userId,
      })
      .execute();
    await audit(trx, who, 'captable_terms_revised', { terms_id: termsId, version, type: terms.type });
    return toTerms((await latest(trx, who.capTableId, termsId))[0] as TermsRow);
  });
}

/** Deletes every version (kept, marked deleted), unless an issued security uses any of them: 409. */
export async function deleteTerms(ctx: AppContext, who: CapTableScope, termsId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await current(trx, who.capTableId, termsId);
    const users = await trx
      .selectFrom('cap_security')
      .select('id')
      .where('cap_table_id', '=', who.capTableId)
      .where('terms_id', '=', termsId)
      .where('status', '<>', 'draft')
      .orderBy('id')
      .limit(3)
      .execute();
    if (users.length > 0) {
      const total = await trx
        .selectFrom('cap_security')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('cap_table_id', '=', who.capTableId)
        .where('terms_id', '=', termsId)
        .where('status', '<>', 'draft')
        .executeTakeFirstOrThrow();
      const more = Math.max(0, Number(total.n) - users.length);
      const named = [...users.map((u) => u.id), ...Array.from({ length: more }, () => '')];
      throw new AppError('CONFLICT', captable.termsDeletionRefusal(named) as string);
    }
    await trx
      .updateTable('cap_terms')
      .set({ deleted_on: sql`now()` })
      .where('cap_table_id', '=', who.capTableId)
      .where('terms_id', '=', termsId)
      .execute();
    await audit(trx, who, 'captable_terms_deleted', { terms_id: termsId });
  });
}

/** The type of the terms' current version, or null when there are no such terms. */
export async function termsType(db: Executor, capTableId: string, termsId: string): Promise<number | null> {
  const row = await db
    .selectFrom('cap_terms')
    .select('type')
    .where('cap_table_id', '=', capTableId)
    .where('terms_id', '=', termsId)
    .where('deleted_on', 'is', null)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.type ?? null;
}
