import { esignPagePath, type EsignUrl, type SigningSubjectKind } from '@dl/contracts';
import type { Executor, Trx } from '#api/db/database.ts';
import { AppError } from '#api/lib/app-error.ts';
import { enqueueJob } from '#api/platform/jobs/index.ts';
import { SEAL_JOB_KIND } from './seal-job-kind.ts';
import { cancelOpenSessions, hasSealPending, insertSession } from './sessions.repository.ts';

/** An open ceremony link works for an hour; after that the signer asks for a new one. */
const SESSION_TTL_MS = 60 * 60 * 1000;
/** Seal attempts before the session is FAILED (back-off 5 s, 10 s, 20 s, 40 s). */
const SEAL_MAX_ATTEMPTS = 5;

/** Where the browser returns after an investor ceremony: the opportunity page (spec 2). */
export const opportunityPath = (opportunityId: string) => `/digital-locker/opportunity/${opportunityId}`;

const SEAL_PENDING = 'The signed document is being sealed. Please wait a moment.';

export interface OpenCeremony {
  fiduciaryId: string;
  userId: string;
  kind: SigningSubjectKind;
  subjectId: string;
  returnPath: string;
  /** The ceremony page of the portal the signer works in (default: the investor portal's). */
  pageUrl?: (sessionId: string) => string;
}

/** 409 while a submitted signature of the subject is still being sealed. */
export async function refuseIfSealPending(db: Executor, kinds: SigningSubjectKind[], subjectId: string) {
  if (await hasSealPending(db, kinds, subjectId)) throw new AppError('CONFLICT', SEAL_PENDING, 'SEAL_PENDING');
}

/**
 * Opens a ceremony (`GET .../esign`): earlier open sessions of the subject are cancelled, and the
 * answer is the ceremony page of this site (ADR 0006: the id in the URL is not a credential).
 */
export async function openCeremony(trx: Trx, input: OpenCeremony): Promise<EsignUrl> {
  await cancelOpenSessions(trx, input.kind, input.subjectId);
  const id = await insertSession(trx, {
    fiduciary_id: input.fiduciaryId,
    user_id: input.userId,
    subject_kind: input.kind,
    subject_id: input.subjectId,
    return_path: input.returnPath,
    expires_on: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { data: { url: (input.pageUrl ?? esignPagePath)(id) } };
}

/** Cancels the subject's open ceremonies of `kind`: the subject moved on (an NDA declined meanwhile). */
export function cancelCeremonies(db: Executor, kind: SigningSubjectKind, subjectId: string) {
  return cancelOpenSessions(db, kind, subjectId);
}

export function queueSeal(trx: Executor, session: { id: string; fiduciaryId: string }) {
  return enqueueJob(trx, {
    kind: SEAL_JOB_KIND,
    payload: { session_id: session.id },
    fiduciary_id: session.fiduciaryId,
    max_attempts: SEAL_MAX_ATTEMPTS,
  });
}

/**
 * A signature given without the ceremony page (an uploaded signed copy, a countersignature through
 * the API): the session is created already SUBMITTED with its evidence, and the seal is queued.
 */
export async function submitWithoutCeremony(
  trx: Trx,
  input: OpenCeremony & { submission: Record<string, unknown>; evidence: Record<string, unknown> },
): Promise<string> {
  await cancelOpenSessions(trx, input.kind, input.subjectId);
  const now = new Date();
  const id = await insertSession(trx, {
    fiduciary_id: input.fiduciaryId,
    user_id: input.userId,
    subject_kind: input.kind,
    subject_id: input.subjectId,
    return_path: input.returnPath,
    expires_on: now,
    status: 'SUBMITTED',
    submission: input.submission,
    evidence: input.evidence,
    submitted_on: now,
  });
  await queueSeal(trx, { id, fiduciaryId: input.fiduciaryId });
  return id;
}
