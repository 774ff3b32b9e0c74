import type { EsignUrl, Nda } from '@dl/contracts';
import { NDA_PRE_FORM, ndaMachine, validateAgainstVersion } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import type { DocumentField } from '#api/db/schema.ts';
import { AppError, FieldErrorsError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { InvestorScope } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import {
  checkFieldValues,
  latestSessionOf,
  nextOrConflict,
  openCeremony,
  opportunityPath,
  refuseIfSealPending,
} from '../ceremony/index.ts';
import { findDiscoverableOpportunity } from '../documents/index.ts';
import type { FieldValue } from '#api/platform/signing/index.ts';
import { toNda } from './nda.mapper.ts';
import { findNdaDocument, findNdaOf, findNdaSubject, insertNda, type NdaRow, updateNda } from './nda.repository.ts';

const NO_NDA_DOCUMENT = 'This opportunity has no NDA to sign.';
const NDA_NOT_STARTED = 'Fill in the NDA form before signing.';
const NDA_NOT_FOUND = 'No NDA for this opportunity.';

const keyOf = (scope: InvestorScope, opportunityId: string) => ({
  fiduciaryId: scope.fiduciaryId,
  opportunityId,
  entityId: scope.entityId,
});

/** The opportunity must be one the entity may discover; another tenant's answers 404 as missing. */
async function requireOpportunity(db: Executor, scope: InvestorScope, opportunityId: string) {
  const opportunity = await findDiscoverableOpportunity(db, scope.fiduciaryId, opportunityId, scope.entityId);
  if (!opportunity) throw notFound();
  return opportunity;
}

async function ndaWire(db: Executor, row: NdaRow): Promise<Nda> {
  return toNda(row, await latestSessionOf(db, ['NDA', 'NDA_COUNTERSIGN'], row.id));
}

export async function getNdaPreForm(ctx: AppContext, scope: InvestorScope, opportunityId: string) {
  await requireOpportunity(ctx.db, scope, opportunityId);
  const nda = await findNdaOf(ctx.db, keyOf(scope, opportunityId));
  const saved = (nda?.pre_form_response as { response?: Record<string, unknown> } | undefined)?.response;
  return { template: NDA_PRE_FORM, response: saved ?? null };
}

export async function getNda(ctx: AppContext, scope: InvestorScope, opportunityId: string): Promise<Nda> {
  await requireOpportunity(ctx.db, scope, opportunityId);
  const nda = await findNdaOf(ctx.db, keyOf(scope, opportunityId));
  if (!nda) throw notFound(NDA_NOT_FOUND);
  return ndaWire(ctx.db, nda);
}

/**
 * `POST .../nda`: the pre-form answer creates the NDA in NDA_SIGN_IN_PROCESS with the opportunity's
 * NDA document, or replaces the answer while the NDA is still unsigned. The answer is checked by the
 * form engine as a forms submission is; it names no version, so it answers the current one.
 */
export async function saveNdaPreForm(
  ctx: AppContext,
  scope: InvestorScope,
  opportunityId: string,
  body: { timezone?: string | undefined; response: Record<string, unknown> },
): Promise<Nda> {
  await requireOpportunity(ctx.db, scope, opportunityId);
  const checked = validateAgainstVersion([NDA_PRE_FORM], {
    template_version: NDA_PRE_FORM.version,
    values: body.response,
  });
  if (!checked.valid) throw new FieldErrorsError(checked.errors);
  const key = keyOf(scope, opportunityId);
  await ctx.db.transaction().execute(async (trx) => {
    const existing = await findNdaOf(trx, key, { lock: true });
    if (existing) {
      nextOrConflict(ndaMachine, existing.status, 'restart_signing');
      await updateNda(trx, existing.id, {
        pre_form_response: JSON.stringify({ response: body.response }),
        timezone: body.timezone ?? existing.timezone,
      });
      return;
    }
    const document = await findNdaDocument(trx, scope.fiduciaryId, opportunityId);
    if (!document) throw new AppError('CONFLICT', NO_NDA_DOCUMENT, 'SIGNING_DOCUMENT_MISSING');
    const created = await insertNda(trx, {
      ...key,
      userId: scope.userId,
      documentId: document.id,
      status: 'NDA_SIGN_IN_PROCESS',
      response: body.response,
      timezone: body.timezone ?? null,
    });
    if (!created) return;
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'nda_started',
      subject: created.id,
      data: { opportunity_id: opportunityId, entity_id: scope.entityId },
    });
  });
  return getNda(ctx, scope, opportunityId);
}

/** The NDA while it may still be signed by the investor (409 otherwise, with the machine's sentence). */
async function requireUnsignedNda(trx: Executor, scope: InvestorScope, opportunityId: string): Promise<NdaRow> {
  const nda = await findNdaOf(trx, keyOf(scope, opportunityId), { lock: true });
  if (!nda) throw new AppError('CONFLICT', NDA_NOT_STARTED, 'NDA_NOT_STARTED');
  nextOrConflict(ndaMachine, nda.status, 'restart_signing');
  return nda;
}

/** `PATCH .../nda`: fill-form values; every name must be a field of the NDA document. */
export async function saveNdaValues(
  ctx: AppContext,
  scope: InvestorScope,
  opportunityId: string,
  body: { timezone?: string | undefined; data_list: FieldValue[] },
): Promise<Nda> {
  await requireOpportunity(ctx.db, scope, opportunityId);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const nda = await requireUnsignedNda(trx, scope, opportunityId);
    const subject = await findNdaSubject(trx, scope.fiduciaryId, nda.id);
    checkFieldValues((subject?.document_fields ?? []) as DocumentField[], body.data_list);
    await updateNda(trx, nda.id, {
      data_list: JSON.stringify(body.data_list),
      timezone: body.timezone ?? nda.timezone,
    });
    return findNdaOf(trx, keyOf(scope, opportunityId));
  });
  if (!row) throw notFound(NDA_NOT_FOUND);
  return ndaWire(ctx.db, row);
}

/** `GET .../nda/esign`: opens the ceremony (ADR 0008) while the NDA is unsigned and no seal is pending. */
export async function openNdaCeremony(ctx: AppContext, scope: InvestorScope, opportunityId: string): Promise<EsignUrl> {
  await requireOpportunity(ctx.db, scope, opportunityId);
  return ctx.db.transaction().execute(async (trx) => {
    const nda = await requireUnsignedNda(trx, scope, opportunityId);
    await refuseIfSealPending(trx, ['NDA'], nda.id);
    return openCeremony(trx, {
      fiduciaryId: scope.fiduciaryId,
      userId: scope.userId,
      kind: 'NDA',
      subjectId: nda.id,
      returnPath: opportunityPath(opportunityId),
    });
  });
}

export { opportunityPath, requireOpportunity, requireUnsignedNda };
