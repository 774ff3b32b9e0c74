import { FORM_TEMPLATES, type FormTemplate } from '@dl/domain';
import { sql } from 'kysely';
import type { Db, Executor } from '#api/db/database.ts';
import { notFound } from '#api/lib/app-error.ts';

const NO_FORM = 'No such form.';

/**
 * Publishes the domain's templates as versioned rows: the first time as their own version, later a
 * new version (latest + 1) only when the body differs from the latest row's. Old versions stay, so
 * a response keeps validating against the version it answered. Idempotent and safe to run from
 * several processes at once (one advisory lock).
 */
export async function syncFormTemplates(
  db: Db,
  templates: Readonly<Record<string, FormTemplate>> = FORM_TEMPLATES,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('form_template_sync'))`.execute(trx);
    for (const [formId, template] of Object.entries(templates)) await publish(trx, formId, template);
  });
}

/** Publishes one template body if it differs from the latest version; returns the latest version. */
export async function publish(trx: Executor, formId: string, template: FormTemplate): Promise<number> {
  const latest = await trx
    .selectFrom('form_template')
    .select(['version', sql<boolean>`(body - 'version') = (${JSON.stringify(template)}::jsonb - 'version')`.as('same')])
    .where('form_id', '=', formId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest?.same) return latest.version;
  const version = latest ? latest.version + 1 : template.version;
  await trx
    .insertInto('form_template')
    .values({ form_id: formId, version, kind: template.kind, body: JSON.stringify({ ...template, version }) })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return version;
}

function toTemplate(body: unknown): FormTemplate {
  return body as FormTemplate;
}

/** The latest version of a form; 404 when the form id is unknown. */
export async function latestTemplate(db: Executor, formId: string): Promise<FormTemplate> {
  const row = await db
    .selectFrom('form_template')
    .select('body')
    .where('form_id', '=', formId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw notFound(NO_FORM);
  return toTemplate(row.body);
}

/** Every stored version of a form (for validateAgainstVersion), oldest first. */
export async function templateVersions(db: Executor, formId: string): Promise<FormTemplate[]> {
  const rows = await db
    .selectFrom('form_template')
    .select('body')
    .where('form_id', '=', formId)
    .orderBy('version')
    .execute();
  return rows.map((r) => toTemplate(r.body));
}

/** One version of a form, or undefined. */
export async function templateVersion(
  db: Executor,
  formId: string,
  version: number,
): Promise<FormTemplate | undefined> {
  const row = await db
    .selectFrom('form_template')
    .select('body')
    .where('form_id', '=', formId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? toTemplate(row.body) : undefined;
}
