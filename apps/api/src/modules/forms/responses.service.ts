import { MAX_FORM_RESPONSE_BYTES } from '@dl/contracts';
import { ENGINE_MESSAGES, type FormResponse, sensitiveKeys, validateAgainstVersion } from '@dl/domain';
import { AppError, FieldErrorsError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import type { EntityAccess } from '#api/plugins/guards/index.ts';
import { dataBoxOf } from './data-keys.ts';
import type { ResponseListener } from './listeners.ts';
import { engineContextFor } from './resolver.ts';
import { findResponse, type ResponseKey, type ResponseRow, upsertResponse } from './responses.repository.ts';
import { maskedValues, openSecrets, sealSecrets, splitSensitive, unmask } from './sensitive.ts';
import { latestTemplate, templateVersion, templateVersions } from './templates.repository.ts';

const NO_VALUE = 'No such value.';
const NO_RESPONSE = 'No response to this form.';
const RESPONSE_TOO_LARGE = 'The response is too large.';

const keyOf = (access: EntityAccess, formId: string): ResponseKey => ({
  fiduciaryId: access.fiduciaryId,
  entityId: access.entityId,
  formId,
});

/** The wire form of a stored response: sensitive answers masked. */
async function toRecord(ctx: AppContext, row: ResponseRow) {
  const secrets = openSecrets(await dataBoxOf(ctx.config), row.secrets);
  const { values, masked } = maskedValues(row.response, secrets);
  return {
    form_id: row.form_id,
    entity_id: row.entity_id,
    template_version: row.template_version,
    status: row.status,
    response: { template_version: row.template_version, values },
    masked,
    modified_on: row.modified_on.toISOString(),
  };
}

export async function getFormResponse(ctx: AppContext, access: EntityAccess, formId: string) {
  await latestTemplate(ctx.db, formId); // 404 for an unknown form
  const row = await findResponse(ctx.db, keyOf(access, formId));
  return { data: row ? await toRecord(ctx, row) : null };
}

/** Fiduciary staff: the response of an entity of this fiduciary, masked; 404 when there is none. */
export async function readResponseAsStaff(ctx: AppContext, fiduciaryId: string, formId: string, entityId: string) {
  const row = await findResponse(ctx.db, { fiduciaryId, entityId, formId });
  if (!row) throw notFound(NO_RESPONSE);
  return { data: await toRecord(ctx, row) };
}

async function versionOrRefuse(ctx: AppContext, formId: string, version: number) {
  const template = await templateVersion(ctx.db, formId, version);
  if (template) return template;
  await latestTemplate(ctx.db, formId); // an unknown form is a 404, an unknown version a 400
  throw new FieldErrorsError({ template_version: ENGINE_MESSAGES.unknownVersion(version) });
}

/** One save of an entity's answers: a draft (shape and size only) or a submission. */
export interface StoreRequest {
  access: EntityAccess;
  formId: string;
  response: FormResponse;
  status: 'DRAFT' | 'SUBMITTED';
  listeners: readonly ResponseListener[];
}

/**
 * Stores answers in one transaction: masked values sent back keep the stored secrets; a submission
 * is first validated by the engine against the template version it answered (refused: a 400 with
 * every field's message) and what is stored is the engine's result (the applicable answers,
 * calculated fields computed); sensitive answers are sealed; audited; the listeners run last.
 */
export async function storeResponse(ctx: AppContext, req: StoreRequest) {
  const { access, formId, response, status } = req;
  if (Buffer.byteLength(JSON.stringify(response.values)) > MAX_FORM_RESPONSE_BYTES) {
    throw new AppError('BAD_REQUEST', RESPONSE_TOO_LARGE);
  }
  const template = await versionOrRefuse(ctx, formId, response.template_version);
  const versions = status === 'SUBMITTED' ? await templateVersions(ctx.db, formId) : [];
  const box = await dataBoxOf(ctx.config);
  const key = keyOf(access, formId);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const stored = await findResponse(trx, key, true);
    let values = unmask(template, { ...response.values }, openSecrets(box, stored?.secrets ?? null));
    if (status === 'SUBMITTED') {
      const engine = await engineContextFor(ctx.db, access, template, values);
      const result = validateAgainstVersion(versions, { template_version: template.version, values }, engine);
      if (!result.valid) throw new FieldErrorsError(result.errors);
      values = result.values;
    }
    const { clear, secrets } = splitSensitive(template, values);
    const saved = await upsertResponse(trx, key, {
      templateVersion: template.version,
      status,
      clear,
      secrets: sealSecrets(box, secrets),
      userId: access.userId,
    });
    await recordAudit(trx, {
      fiduciary_id: access.fiduciaryId,
      actor_user_id: access.userId,
      kind: status === 'SUBMITTED' ? 'form_submitted' : 'form_draft_saved',
      subject: access.entityId,
      data: { form_id: formId, template_version: template.version },
    });
    for (const listener of req.listeners) {
      await listener(trx, {
        fiduciaryId: access.fiduciaryId,
        entityId: access.entityId,
        formId,
        status,
        userId: access.userId,
      });
    }
    return saved;
  });
  return { data: await toRecord(ctx, row) };
}

/** The clear value of one sensitive answer, for the acting investor; audited (never the value). */
export async function revealValue(ctx: AppContext, access: EntityAccess, formId: string, field: string) {
  const key = keyOf(access, formId);
  const row = await findResponse(ctx.db, key);
  if (!row) throw notFound(NO_VALUE);
  const template = await templateVersion(ctx.db, formId, row.template_version);
  if (!template || !sensitiveKeys(template).includes(field)) throw notFound(NO_VALUE);
  const value = openSecrets(await dataBoxOf(ctx.config), row.secrets)[field];
  if (value === undefined) throw notFound(NO_VALUE);
  await ctx.db.transaction().execute((trx) =>
    recordAudit(trx, {
      fiduciary_id: access.fiduciaryId,
      actor_user_id: access.userId,
      kind: 'sensitive_value_revealed',
      subject: access.entityId,
      data: { form_id: formId, field },
    }),
  );
  return { data: { value } };
}
