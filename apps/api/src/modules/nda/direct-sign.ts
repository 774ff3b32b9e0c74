import type { MultipartFile } from '@fastify/multipart';
import { buildPath, getStaticAssetRoute, type SigningAccepted } from '@dl/contracts';
import { wrongFileTypeMessage } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { InvestorScope } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import {
  assertSealablePdf,
  collectEvidence,
  DIRECT_UPLOAD_STATEMENT,
  readStoredBytes,
  refuseIfSealPending,
  type Submission,
  submitWithoutCeremony,
} from '../ceremony/index.ts';
import { storeUpload } from '../files/index.ts';
import { SigningError } from '#api/platform/signing/index.ts';
import { deleteStoredFile } from './nda.repository.ts';
import { opportunityPath, requireOpportunity, requireUnsignedNda } from './nda.service.ts';

const PDF = 'application/pdf';

/**
 * `POST .../nda/direct-sign`: the investor uploads an NDA signed outside the platform. The upload is
 * checked like any other (type by content, size limit), must parse as a PDF and carry no digital
 * signature (sealing rewrites the file and would break it); then it is sealed by the platform
 * through the same job as a ceremony, with the uploader's evidence on the certificate page.
 */
export async function directSignNda(
  ctx: AppContext,
  scope: InvestorScope,
  opportunityId: string,
  file: MultipartFile,
  request: FastifyRequest,
): Promise<SigningAccepted> {
  await requireOpportunity(ctx.db, scope, opportunityId);
  // Refuse before storing anything when the NDA cannot take a signature now.
  const before = await requireUnsignedNda(ctx.db, scope, opportunityId);
  await refuseIfSealPending(ctx.db, ['NDA'], before.id);

  const upload = await storeUpload({
    db: ctx.db,
    storage: ctx.storage,
    file,
    fiduciaryId: scope.fiduciaryId,
    userId: scope.userId,
    group: 'document',
    maxBytes: ctx.config.UPLOAD_MAX_BYTES,
    urlFor: (fileId) => buildPath(getStaticAssetRoute.url, { fidId: scope.fiduciaryId, fileId }),
  });
  const refuse = async (detail: string): Promise<never> => {
    await deleteStoredFile(ctx.db, upload.id);
    const stored = `${scope.fiduciaryId}/${upload.id}`;
    await ctx.storage.remove(stored);
    throw new AppError('BAD_REQUEST', detail);
  };
  if (upload.mime_type !== PDF) return refuse(wrongFileTypeMessage('document'));
  const bytes = await readStoredBytes(ctx.db, ctx.storage, scope.fiduciaryId, upload.id);
  try {
    await assertSealablePdf(bytes?.bytes ?? Buffer.alloc(0));
  } catch (err) {
    if (err instanceof SigningError) return refuse(err.message);
    throw err;
  }

  return ctx.db.transaction().execute(async (trx) => {
    const nda = await requireUnsignedNda(trx, scope, opportunityId);
    await refuseIfSealPending(trx, ['NDA'], nda.id);
    const evidence = await collectEvidence(trx, scope.userId, request);
    const submission: Submission = {
      mark: { kind: 'typed', text: evidence.name },
      consent_version: null,
      consent_text: DIRECT_UPLOAD_STATEMENT,
      data_list: [],
      source_file_id: upload.id,
    };
    const sessionId = await submitWithoutCeremony(trx, {
      fiduciaryId: scope.fiduciaryId,
      userId: scope.userId,
      kind: 'NDA',
      subjectId: nda.id,
      returnPath: opportunityPath(opportunityId),
      submission,
      evidence: { ...evidence },
    });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'document_signature_submitted',
      subject: nda.id,
      data: { session_id: sessionId, subject_kind: 'NDA', file_id: upload.id, ip: evidence.ip, mark: 'upload' },
    });
    return { status: 'SUBMITTED' as const, session_id: sessionId };
  });
}
