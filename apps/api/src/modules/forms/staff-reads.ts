import { type FormTemplate, sensitiveKeys } from '@dl/domain';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { dataBoxOf } from './data-keys.ts';
import { findResponse, type ResponseKey } from './responses.repository.ts';
import { maskedValues, openSecrets } from './sensitive.ts';
import { latestTemplate, templateVersion } from './templates.repository.ts';

const NO_VALUE = 'No such value.';

/**
 * Fiduciary staff's read of an entity's answers to a form (issue 15 points 3 and 4): sensitive
 * answers masked, with the template at the version they were given against (the latest when there
 * is no response). The route guards the caller's action; this only reads.
 */
export async function readAnswersAsStaff(
  ctx: AppContext,
  key: ResponseKey,
): Promise<{
  template: FormTemplate;
  record: {
    form_id: string;
    entity_id: string;
    template_version: number;
    status: 'DRAFT' | 'SUBMITTED';
    response: { template_version: number; values: Record<string, unknown> };
    masked: string[];
    modified_on: string;
  } | null;
}> {
  const row = await findResponse(ctx.db, key);
  if (!row) return { template: await latestTemplate(ctx.db, key.formId), record: null };
  const template =
    (await templateVersion(ctx.db, key.formId, row.template_version)) ?? (await latestTemplate(ctx.db, key.formId));
  const { values, masked } = maskedValues(row.response, openSecrets(await dataBoxOf(ctx.config), row.secrets));
  return {
    template,
    record: {
      form_id: row.form_id,
      entity_id: row.entity_id,
      template_version: row.template_version,
      status: row.status,
      response: { template_version: row.template_version, values },
      masked,
      modified_on: row.modified_on.toISOString(),
    },
  };
}

/**
 * The clear value of one sensitive answer for a staff member allowed to reveal it; the reveal is
 * audited (who, when, which entity, form and field; never the value).
 */
export async function revealAnswerAsStaff(
  ctx: AppContext,
  args: ResponseKey & { userId: string; field: string },
): Promise<string> {
  const row = await findResponse(ctx.db, args);
  if (!row) throw notFound(NO_VALUE);
  const template = await templateVersion(ctx.db, args.formId, row.template_version);
  if (!template || !sensitiveKeys(template).includes(args.field)) throw notFound(NO_VALUE);
  const value = openSecrets(await dataBoxOf(ctx.config), row.secrets)[args.field];
  if (value === undefined) throw notFound(NO_VALUE);
  await ctx.db.transaction().execute((trx) =>
    recordAudit(trx, {
      fiduciary_id: args.fiduciaryId,
      actor_user_id: args.userId,
      kind: 'kyc_answer_revealed',
      subject: args.entityId,
      data: { entity_id: args.entityId, form_id: args.formId, field: args.field },
    }),
  );
  return value;
}
