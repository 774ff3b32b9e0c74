import { type IssuerNda, ISSUER_NDA_PATH, type SigningAccepted } from '@dl/contracts';
import { ndaMachine, type NdaStatus } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { signedFileUrl } from '#api/platform/signed-links.ts';
import { requireNdaSignatory, requireSignatoryFor } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import {
  COUNTERSIGN_STATEMENT,
  collectEvidence,
  nextOrConflict,
  refuseIfSealPending,
  type Submission,
  submitWithoutCeremony,
} from '../ceremony/index.ts';
import { findIssuerNdaPage } from './issuer-nda.repository.ts';
import { findNdaById, findNdaSubject, updateNda } from './nda.repository.ts';

/**
 * `POST issuers/nda/:ndaId/countersign`: NDA_SIGNED -> NDA_COUNTERSIGN_IN_PROCESS, a countersign
 * session created SUBMITTED with the typed mark, and the seal queued; the job executes the NDA.
 * After a failed seal the NDA stays in NDA_COUNTERSIGN_IN_PROCESS and the same call tries again.
 */
export async function countersignNda(
  ctx: AppContext,
  input: { fiduciaryId: string; userId: string; ndaId: string; signatureText: string; request: FastifyRequest },
): Promise<SigningAccepted> {
  const subject = await findNdaSubject(ctx.db, input.fiduciaryId, input.ndaId);
  if (!subject) throw notFound();
  requireSignatoryFor(await requireNdaSignatory(ctx.db, input.fiduciaryId, input.userId), subject.issuer_id);
  return ctx.db.transaction().execute(async (trx) => {
    const nda = await findNdaById(trx, input.fiduciaryId, input.ndaId, { lock: true });
    if (!nda) throw notFound();
    const status = nda.status;
    if (status !== 'NDA_COUNTERSIGN_IN_PROCESS') {
      await updateNda(trx, nda.id, { status: nextOrConflict(ndaMachine, status, 'start_countersign') });
    }
    await refuseIfSealPending(trx, ['NDA_COUNTERSIGN'], nda.id);
    const evidence = await collectEvidence(trx, input.userId, input.request);
    const submission: Submission = {
      mark: { kind: 'typed', text: input.signatureText },
      consent_version: null,
      consent_text: COUNTERSIGN_STATEMENT,
      data_list: [],
    };
    const sessionId = await submitWithoutCeremony(trx, {
      fiduciaryId: input.fiduciaryId,
      userId: input.userId,
      kind: 'NDA_COUNTERSIGN',
      subjectId: nda.id,
      returnPath: ISSUER_NDA_PATH,
      submission,
      evidence: { ...evidence },
    });
    await recordAudit(trx, {
      fiduciary_id: input.fiduciaryId,
      actor_user_id: input.userId,
      kind: 'document_countersign_submitted',
      subject: nda.id,
      data: { session_id: sessionId, subject_kind: 'NDA_COUNTERSIGN', ip: evidence.ip },
    });
    return { status: 'SUBMITTED' as const, session_id: sessionId };
  });
}

export async function listIssuerNdas(
  ctx: AppContext,
  input: {
    fiduciaryId: string;
    userId: string;
    status: NdaStatus;
    opportunityId?: string | undefined;
    page: number;
    limit: number;
  },
): Promise<{ count: number; results: IssuerNda[]; next: null }> {
  const scope = await requireNdaSignatory(ctx.db, input.fiduciaryId, input.userId);
  const { count, rows } = await findIssuerNdaPage(ctx.db, {
    fiduciaryId: input.fiduciaryId,
    status: input.status,
    opportunityId: input.opportunityId,
    issuerIds: scope.allIssuers ? null : scope.issuerIds,
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  // The latest signed copy: the executed PDF (both signatures) once countersigned, else the investor's.
  const latestSignedUrl = (row: { executed_file_id: string | null; signed_file_id: string | null }) => {
    const fileId = row.executed_file_id ?? row.signed_file_id;
    return fileId ? signedFileUrl(ctx, { fileId }).url : null;
  };
  const results = rows.map((row) => ({
    id: row.id,
    status: row.status,
    opportunity: { id: row.opportunity_id, name: row.opportunity_name },
    entity: { id: row.entity_id, name: row.entity_name },
    signer: { name: `${row.first_name} ${row.last_name}`.trim() || row.email, email: row.email },
    signed_on: row.signed_on ? new Date(row.signed_on).toISOString() : null,
    signed_url: latestSignedUrl(row),
    modified_on: new Date(row.modified_on).toISOString(),
  }));
  return { count, results, next: null };
}
