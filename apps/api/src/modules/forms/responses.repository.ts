import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

export interface ResponseKey {
  fiduciaryId: string;
  entityId: string;
  formId: string;
}

export interface ResponseRow {
  form_id: string;
  entity_id: string;
  template_version: number;
  status: 'DRAFT' | 'SUBMITTED';
  response: Record<string, unknown>;
  secrets: Buffer | null;
  modified_on: Date;
}

const COLUMNS = ['form_id', 'entity_id', 'template_version', 'status', 'response', 'secrets', 'modified_on'] as const;

export async function findResponse(
  db: Executor,
  key: ResponseKey,
  forUpdate = false,
): Promise<ResponseRow | undefined> {
  return db
    .selectFrom('form_response')
    .select(COLUMNS)
    .where('fiduciary_id', '=', key.fiduciaryId)
    .where('entity_id', '=', key.entityId)
    .where('form_id', '=', key.formId)
    .$if(forUpdate, (q) => q.forUpdate())
    .executeTakeFirst() as Promise<ResponseRow | undefined>;
}

export interface ResponseWrite {
  templateVersion: number;
  status: 'DRAFT' | 'SUBMITTED';
  clear: Record<string, unknown>;
  secrets: Buffer | null;
  userId: string;
}

/** Inserts or replaces the one response of (tenant, entity, form). */
export async function upsertResponse(db: Executor, key: ResponseKey, w: ResponseWrite): Promise<ResponseRow> {
  const submitted = w.status === 'SUBMITTED';
  const row = await db
    .insertInto('form_response')
    .values({
      fiduciary_id: key.fiduciaryId,
      entity_id: key.entityId,
      form_id: key.formId,
      template_version: w.templateVersion,
      status: w.status,
      response: JSON.stringify(w.clear),
      secrets: w.secrets,
      modified_by: w.userId,
      submitted_by: submitted ? w.userId : null,
      submitted_on: submitted ? sql<Date>`now()` : null,
    })
    .onConflict((oc) =>
      oc.columns(['fiduciary_id', 'entity_id', 'form_id']).doUpdateSet((eb) => ({
        template_version: eb.ref('excluded.template_version'),
        status: eb.ref('excluded.status'),
        response: eb.ref('excluded.response'),
        secrets: eb.ref('excluded.secrets'),
        modified_by: eb.ref('excluded.modified_by'),
        modified_on: sql<Date>`now()`,
        // A draft saved over a submitted response keeps who submitted it last and when.
        submitted_by: submitted ? eb.ref('excluded.submitted_by') : eb.ref('form_response.submitted_by'),
        submitted_on: submitted ? eb.ref('excluded.submitted_on') : eb.ref('form_response.submitted_on'),
      })),
    )
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return row as ResponseRow;
}

/** Which of the stored-file ids the user uploaded in this fiduciary. */
export async function findOwnUploadIds(
  db: Executor,
  args: { fiduciaryId: string; userId: string; ids: readonly string[] },
): Promise<string[]> {
  const rows = await db
    .selectFrom('stored_file')
    .select('id')
    .where('id', 'in', args.ids)
    .where('fiduciary_id', '=', args.fiduciaryId)
    .where('uploaded_by', '=', args.userId)
    .execute();
  return rows.map((r) => r.id);
}
