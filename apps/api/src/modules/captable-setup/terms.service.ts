import type { CapTerms, TermsBody } from '@dl/contracts';
import { captable } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { AppError, FieldErrorsError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { nextIds } from '#api/modules/captable-ledger/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import {
  findCurrentTerms,
  findLatestTerms,
  findTermsUsers,
  insertTermsVersion,
  markTermsDeleted,
  type TermsRow,
} from './setup.repository.ts';

/**
 * Security terms by type number 1-9 (spec 3), versioned (ADR 0031): a revision adds a version row; a
 * security keeps the version it was issued under; terms that issued securities use are not deleted.
 * Each problem the domain finds answers 400 under its field (`body.<field>`).
 */

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

export async function listTerms(ctx: AppContext, who: CapTableScope) {
  const rows = await findLatestTerms(ctx.db, who.capTableId);
  rows.sort((a, b) => a.name.localeCompare(b.name) || a.terms_id.localeCompare(b.terms_id));
  return { results: rows.map(toTerms), count: rows.length };
}

/** The body as domain terms, or 400 with the domain's problems, each under `body.<field>`. */
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
    const before = errors[key];
    errors[key] = before && !before.includes(p.message) ? `${before} ${p.message}` : p.message;
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

async function saveVersion(
  trx: Executor,
  who: CapTableScope,
  termsId: string,
  version: number,
  name: string,
  terms: captable.SecurityTerms,
) {
  await insertTermsVersion(trx, {
    cap_table_id: who.capTableId,
    terms_id: termsId,
    version,
    type: terms.type,
    name,
    body: JSON.stringify(terms),
    created_by: who.userId,
  });
  await audit(trx, who, version === 1 ? 'captable_terms_created' : 'captable_terms_revised', {
    terms_id: termsId,
    version,
    type: terms.type,
  });
  return toTerms((await findLatestTerms(trx, who.capTableId, termsId))[0] as TermsRow);
}

export async function createTerms(ctx: AppContext, who: CapTableScope, body: TermsBody): Promise<CapTerms> {
  const terms = checked(body);
  return ctx.db.transaction().execute(async (trx) => {
    const [termsId] = (await nextIds(trx, who.capTableId, 'TRM')) as [string];
    return saveVersion(trx, who, termsId, 1, body.name, terms);
  });
}

/** A new version; the type stays (a revision and a deletion of the same terms run one after the other). */
export async function reviseTerms(ctx: AppContext, who: CapTableScope, termsId: string, body: TermsBody) {
  return ctx.db.transaction().execute(async (trx) => {
    const previous = await findCurrentTerms(trx, who.capTableId, termsId, true);
    if (!previous) throw notFound();
    return saveVersion(trx, who, termsId, previous.version + 1, body.name, checked(body, previous.type));
  });
}

/** Deletes every version (kept, marked deleted), unless an issued security uses any of them: 409. */
export async function deleteTerms(ctx: AppContext, who: CapTableScope, termsId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await findCurrentTerms(trx, who.capTableId, termsId, true))) throw notFound();
    const users = await findTermsUsers(trx, who.capTableId, termsId);
    if (users.count > 0) {
      // The domain names three and counts the rest.
      const listed = [...users.ids, ...Array.from({ length: users.count - users.ids.length }, () => '')];
      throw new AppError('CONFLICT', captable.termsDeletionRefusal(listed) as string);
    }
    await markTermsDeleted(trx, who.capTableId, termsId);
    await audit(trx, who, 'captable_terms_deleted', { terms_id: termsId });
  });
}

/** The type of the terms' current version, or null when the cap table has no such terms. */
export async function termsType(db: Executor, capTableId: string, termsId: string): Promise<number | null> {
  return (await findCurrentTerms(db, capTableId, termsId))?.type ?? null;
}
