import { TransitionError } from '@dl/domain';
import { z } from 'zod';
import { AppError } from '#api/lib/app-error.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { defineJob, PermanentJobError } from '#api/platform/jobs/index.ts';
import {
  countersignDocument,
  fillFields,
  type SealResult,
  sealDocument,
  type SignatureMark,
  SigningError,
} from '#api/platform/signing/index.ts';
import { toSignerIdentity } from './evidence.ts';
import { assertSealablePdf } from './pdf-check.ts';
import { SEAL_JOB_KIND } from './seal-job-kind.ts';
import { findSessionById, lockSession, markFailed, markSealed, type SessionRow } from './sessions.repository.ts';
import type { Signing } from './signing-service.ts';
import { putBytes, readStoredBytes, recordStoredFile } from './stored-bytes.ts';
import { evidenceSchema, type Submission, submissionSchema } from './submission.ts';
import type { SigningSubjectAdapter } from './subject-adapter.ts';

const SEAL_FAILED_RETRY = 'The document could not be sealed. Please try signing again.';

/** A failure no retry can fix becomes permanent: its message is the one the signer sees. */
function permanent(err: unknown): never {
  if (err instanceof SigningError || err instanceof AppError || err instanceof TransitionError) {
    throw new PermanentJobError(err.message, { cause: err });
  }
  throw err;
}

/** What the session shows when the seal is given up: a sentence fit to show, never a stack. */
function publicSealError(err: unknown): string {
  return err instanceof PermanentJobError ? err.message : SEAL_FAILED_RETRY;
}

/**
 * The seal job (ADR 0008): fills and flattens the values, seals (first signature) or countersigns
 * with the platform certificate, stores the result, then moves the subject through its state
 * machine and marks the session SEALED, in one transaction. Given up, the session is FAILED with a
 * reason and the subject stays where it was: the signer sees the error and signs again.
 */
export function sealJob(signing: Signing) {
  const { ctx } = signing;
  return defineJob({
    kind: SEAL_JOB_KIND,
    payload: z.object({ session_id: z.uuid() }),
    async run(job) {
      const session = await findSessionById(ctx.db, job.payload.session_id);
      if (!session) throw new PermanentJobError('The signing session no longer exists.');
      if (session.status !== 'SUBMITTED') return; // sealed by an earlier attempt, or cancelled
      const adapter = signing.adapters[session.subject_kind];
      const submission = submissionSchema.parse(session.submission);
      const sealed = await produceSealedPdf(signing, adapter, session, submission).catch(permanent);
      const put = await putBytes(ctx.storage, session.fiduciary_id, sealed.pdf);
      const applied = await ctx.db
        .transaction()
        .execute(async (trx) => {
          const locked = await lockSession(trx, session.id);
          if (locked?.status !== 'SUBMITTED') return false;
          await recordStoredFile(trx, put, {
            fiduciaryId: session.fiduciary_id,
            userId: session.user_id,
            name: signedName(sealed.documentName, adapter.mode),
            mimeType: 'application/pdf',
          });
          await adapter.applySealed(trx, session, { fileId: put.id, sealedAt: new Date() });
          await markSealed(trx, session.id, put.id);
          await recordAudit(trx, {
            fiduciary_id: session.fiduciary_id,
            actor_user_id: session.user_id,
            kind: 'document_signed',
            subject: session.subject_id,
            data: {
              session_id: session.id,
              subject_kind: session.subject_kind,
              file_id: put.id,
              sha256: put.sha256,
              original_sha256: sealed.originalSha256,
            },
          });
          return true;
        })
        .catch(permanent);
      if (!applied) await ctx.storage.remove(put.storageKey);
    },
    async onFailed(job, error) {
      const failed = await ctx.db.transaction().execute(async (trx) => {
        const row = await markFailed(trx, job.payload.session_id, publicSealError(error));
        if (row) {
          await recordAudit(trx, {
            fiduciary_id: row.fiduciary_id,
            actor_user_id: row.user_id,
            kind: 'document_sign_failed',
            subject: row.subject_id,
            data: { session_id: row.id, subject_kind: row.subject_kind, error: publicSealError(error) },
          });
        }
        return row;
      });
      ctx.log.error({ err: error, session_id: job.payload.session_id, failed: !!failed }, 'sealing given up');
    },
  });
}

async function produceSealedPdf(
  signing: Signing,
  adapter: SigningSubjectAdapter,
  session: SessionRow,
  submission: Submission,
): Promise<SealResult & { documentName: string }> {
  const { ctx } = signing;
  const doc = await adapter.load(ctx.db, session);
  if (!doc) throw new PermanentJobError('The document to sign no longer exists.');
  const source = await readStoredBytes(
    ctx.db,
    ctx.storage,
    session.fiduciary_id,
    submission.source_file_id ?? doc.sourceFileId,
  );
  if (!source) throw new PermanentJobError('The document file is missing.');
  // Countersigning reads the sealed file as bytes (incremental update); a first seal parses it.
  if (adapter.mode === 'seal') await assertSealablePdf(source.bytes);
  const evidence = evidenceSchema.parse(session.evidence);
  const signer = toSignerIdentity(evidence);
  const signedAt = session.submitted_on ? new Date(session.submitted_on) : new Date();
  const certificate = await signing.certificate();
  if (adapter.mode === 'countersign') {
    const pdf = await countersignDocument({ pdf: source.bytes, signer, signedAt, certificate, reason: adapter.reason });
    return { pdf, originalSha256: source.sha256, documentName: doc.documentName };
  }
  // Values are written and flattened first: the seal covers them and no one can edit them after.
  const filled = await fillFields(source.bytes, submission.data_list);
  const result = await sealDocument({
    pdf: filled,
    signer,
    signature: await markOf(signing, session, submission.mark),
    signedAt,
    consentText: submission.consent_text,
    reason: adapter.reason,
    certificate,
    signatureArea: doc.signatureArea,
  });
  return { ...result, documentName: doc.documentName };
}

async function markOf(signing: Signing, session: SessionRow, mark: Submission['mark']): Promise<SignatureMark> {
  if (mark.kind === 'typed') return mark;
  const png = await readStoredBytes(signing.ctx.db, signing.ctx.storage, session.fiduciary_id, mark.file_id);
  if (!png) throw new PermanentJobError('The drawn signature is missing.');
  return { kind: 'drawn', png: png.bytes };
}

function signedName(documentName: string, mode: 'seal' | 'countersign'): string {
  const base = documentName.replace(/\.pdf$/i, '');
  return `${base} - ${mode === 'seal' ? 'signed' : 'countersigned'}.pdf`;
}
