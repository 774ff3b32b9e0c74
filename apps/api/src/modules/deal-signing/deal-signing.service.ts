import type { EsignUrl, SigningAccepted } from '@dl/contracts';
import { can, type InvestmentStatus, investmentMachine } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import type { DocumentField } from '#api/db/schema.ts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { type InvestorScope, NOT_PERMITTED, refusalFor } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import {
  COUNTERSIGN_STATEMENT,
  checkFieldValues,
  collectEvidence,
  nextOrConflict,
  openCeremony,
  opportunityPath,
  refuseIfSealPending,
  submitWithoutCeremony,
} from '../ceremony/index.ts';
import { canActFor, investorEntities } from '../documents/index.ts';
import type { FieldValue } from '#api/platform/signing/index.ts';
import {
  findDealDocument,
  findDocumentFields,
  findDealSubject,
  findInvestment,
  type InvestmentRow,
  updateInvestment,
} from './deal-signing.repository.ts';

const NO_DEAL_DOCUMENT = 'This opportunity has no deal document to sign.';
const NOT_SIGNED_YET = 'The deal has no signed document to countersign.';

/** An investment of an entity the caller stands for (else 404) and may act for (else 403). */
async function requireOwnInvestment(ctx: AppContext, scope: InvestorScope, id: string): Promise<InvestmentRow> {
  const row = await findInvestment(ctx.db, scope.fiduciaryId, id);
  const entities = await investorEntities(ctx.db, scope.fiduciaryId, scope.userId);
  if (!row || !entities.some((e) => e.entityId === row.entity_id)) throw notFound();
  if (!canActFor(entities, row.entity_id)) throw new AppError('FORBIDDEN', NOT_PERMITTED);
  return row;
}

/** The deal may take the investor's signature (values, ceremony): IOI_SENT or DEAL_SIGN_IN_PROCESS. */
function requireSignable(status: InvestmentStatus): void {
  if (status !== 'DEAL_SIGN_IN_PROCESS') nextOrConflict(investmentMachine, status, 'start_signing');
}

/**
 * `GET investments/:id/deal/esign`: IOI_SENT -start_signing-> DEAL_SIGN_IN_PROCESS (a new session
 * while already in process) and the ceremony URL. The investment takes the opportunity's DEAL
 * document if it has none yet.
 */
export async function openDealCeremony(ctx: AppContext, scope: InvestorScope, id: string): Promise<EsignUrl> {
  await requireOwnInvestment(ctx, scope, id);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findInvestment(trx, scope.fiduciaryId, id, { lock: true });
    if (!row) throw notFound();
    const status = row.status;
    requireSignable(status);
    await refuseIfSealPending(trx, ['DEAL'], row.id);
    const documentId = row.document_id ?? (await findDealDocument(trx, scope.fiduciaryId, row.opportunity_id))?.id;
    if (!documentId) throw new AppError('CONFLICT', NO_DEAL_DOCUMENT, 'SIGNING_DOCUMENT_MISSING');
    if (status === 'IOI_SENT' || row.document_id !== documentId) {
      await updateInvestment(trx, row.id, {
        status: status === 'IOI_SENT' ? investmentMachine.next(status, 'start_signing') : status,
        document_id: documentId,
      });
    }
    if (status === 'IOI_SENT') {
      await recordAudit(trx, {
        fiduciary_id: scope.fiduciaryId,
        actor_user_id: scope.userId,
        kind: 'deal_signing_started',
        subject: row.id,
        data: { opportunity_id: row.opportunity_id, entity_id: row.entity_id },
      });
    }
    return openCeremony(trx, {
      fiduciaryId: scope.fiduciaryId,
      userId: scope.userId,
      kind: 'DEAL',
      subjectId: row.id,
      returnPath: opportunityPath(row.opportunity_id),
    });
  });
}

/** `PATCH investments/:id/deal-document`: fill-form values of the DEAL document. */
export async function saveDealValues(
  ctx: AppContext,
  scope: InvestorScope,
  id: string,
  body: { timezone?: string | undefined; data_list: FieldValue[] },
) {
  await requireOwnInvestment(ctx, scope, id);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findInvestment(trx, scope.fiduciaryId, id, { lock: true });
    if (!row) throw notFound();
    requireSignable(row.status);
    const documentId = row.document_id ?? (await findDealDocument(trx, scope.fiduciaryId, row.opportunity_id))?.id;
    if (!documentId) throw new AppError('CONFLICT', NO_DEAL_DOCUMENT, 'SIGNING_DOCUMENT_MISSING');
    const fields = await findDocumentFields(trx, documentId);
    checkFieldValues((fields?.fields ?? []) as DocumentField[], body.data_list);
    const timezone = body.timezone ?? row.timezone;
    await updateInvestment(trx, row.id, {
      data_list: JSON.stringify(body.data_list),
      timezone,
      document_id: documentId,
    });
    return { data: { investment_id: row.id, status: row.status, timezone, data_list: body.data_list } };
  });
}

/**
 * `POST fid-admin/investments/:id/countersign`: the approved deal (DEAL_APPROVED) gets the
 * fiduciary's countersignature; the seal job moves it to DEAL_SIGNED.
 */
export async function countersignDeal(
  ctx: AppContext,
  input: {
    fiduciaryId: string;
    userId: string;
    roles: readonly string[];
    id: string;
    signatureText: string;
    request: FastifyRequest;
  },
): Promise<SigningAccepted> {
  if (!input.roles.some((r) => can(r, 'deals.countersign'))) {
    throw new AppError('FORBIDDEN', refusalFor(input.roles));
  }
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findInvestment(trx, input.fiduciaryId, input.id, { lock: true });
    if (!row) throw notFound();
    nextOrConflict(investmentMachine, row.status, 'countersign');
    await refuseIfSealPending(trx, ['DEAL_COUNTERSIGN'], row.id);
    const subject = await findDealSubject(trx, input.fiduciaryId, row.id);
    if (!subject?.signed_file_id) throw new AppError('CONFLICT', NOT_SIGNED_YET, 'DEAL_NOT_SIGNED');
    const evidence = await collectEvidence(trx, input.userId, input.request);
    const sessionId = await submitWithoutCeremony(trx, {
      fiduciaryId: input.fiduciaryId,
      userId: input.userId,
      kind: 'DEAL_COUNTERSIGN',
      subjectId: row.id,
      returnPath: `/fid-admin/investments/${row.id}`,
      submission: {
        mark: { kind: 'typed', text: input.signatureText },
        consent_version: null,
        consent_text: COUNTERSIGN_STATEMENT,
        data_list: [],
      },
      evidence: { ...evidence },
    });
    await recordAudit(trx, {
      fiduciary_id: input.fiduciaryId,
      actor_user_id: input.userId,
      kind: 'document_countersign_submitted',
      subject: row.id,
      data: { session_id: sessionId, subject_kind: 'DEAL_COUNTERSIGN', ip: evidence.ip },
    });
    return { status: 'SUBMITTED' as const, session_id: sessionId };
  });
}
