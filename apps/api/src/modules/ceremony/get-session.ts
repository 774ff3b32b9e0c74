import type { SigningSession } from '@dl/contracts';
import { notFound } from '#api/lib/app-error.ts';
import { signedFileUrl } from '#api/platform/signed-links.ts';
import { CONSENT } from './consent.ts';
import { markPrefilled, valuesToSeal } from './field-values.ts';
import { findSealProgress } from './seal-progress.repository.ts';
import { signerOf } from './evidence.ts';
import { findSessionForUser, type SessionRow } from './sessions.repository.ts';
import type { Signing } from './signing-service.ts';
import { evidenceSchema, submissionSchema } from './submission.ts';

export const SESSION_NOT_FOUND = 'Signing session not found.';

/**
 * The ceremony page's read (and the wait page's poll). Only the session's own user sees it: anyone
 * else, in this tenant or not, gets 404 as for a missing session.
 */
export async function getSigningSession(
  signing: Signing,
  ids: { fiduciaryId: string; userId: string; id: string },
): Promise<SigningSession> {
  const { ctx } = signing;
  const session = await findSessionForUser(ctx.db, ids);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  return toWire(signing, session);
}

async function toWire(signing: Signing, session: SessionRow): Promise<SigningSession> {
  const { ctx } = signing;
  const doc = await signing.adapters[session.subject_kind].load(ctx.db, session);
  if (!doc) throw notFound(SESSION_NOT_FOUND);
  const submission = submissionSchema.safeParse(session.submission);
  const evidence = evidenceSchema.safeParse(session.evidence);
  // The sealed result once there is one; before, the file the signer reviews.
  const fileId =
    session.result_file_id ?? (submission.success ? submission.data.source_file_id : undefined) ?? doc.sourceFileId;
  const signer = evidence.success
    ? { name: evidence.data.name, email: evidence.data.email }
    : await signerOf(ctx.db, session.user_id);
  return {
    id: session.id,
    subject_kind: session.subject_kind,
    subject_id: session.subject_id,
    status: session.status,
    title: doc.title,
    document: {
      name: doc.documentName,
      signed_url: signedFileUrl(ctx, { fileId }).url,
      fields: markPrefilled(doc.fields, doc.recordValues),
      // Before the submit, the values as they will be sealed: the record's override any saved ones.
      data_list: submission.success ? submission.data.data_list : valuesToSeal(doc.dataList, [], doc.recordValues),
    },
    consent: { text: CONSENT.text, version: CONSENT.version },
    signer,
    return_path: session.return_path,
    last_error: session.last_error,
    expires_on: new Date(session.expires_on).toISOString(),
    // The wait page says which attempt is sealing: a retried seal is in progress, not stuck.
    seal: session.status === 'SUBMITTED' ? ((await findSealProgress(ctx.db, session.id)) ?? null) : null,
  };
}
