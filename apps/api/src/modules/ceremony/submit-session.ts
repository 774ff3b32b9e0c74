import {
  DRAWN_SIGNATURE_MAX_BYTES,
  type SignatureMarkInput,
  type SigningAccepted,
  type submitSigningBodySchema,
} from '@dl/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '#api/db/database.ts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { CONSENT } from './consent.ts';
import { collectEvidence } from './evidence.ts';
import { checkFieldValues, checkRequiredFields, valuesToSeal } from './field-values.ts';
import { queueSeal } from './open-session.ts';
import { lockSession, markSubmitted } from './sessions.repository.ts';
import type { Signing } from './signing-service.ts';
import { SESSION_NOT_FOUND } from './get-session.ts';
import { putBytes, recordStoredFile } from './stored-bytes.ts';
import type { Submission } from './submission.ts';

const CONSENT_REQUIRED = 'Please agree to sign electronically before you sign.';
const CONSENT_CHANGED = 'The consent text has changed. Please read it again and agree.';
const SESSION_EXPIRED = 'This signing session has expired. Please start signing again.';
const SESSION_USED = 'This signing session is no longer open.';
const DRAWN_TOO_LARGE = 'The drawn signature must be at most 200 KB.';
const DRAWN_NOT_PNG = 'The drawn signature must be a PNG image.';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The bytes of a drawn mark: base64 (optionally a data URL) of a PNG of at most 200 KB. */
function decodeDrawnMark(pngBase64: string): Buffer {
  const base64 = pngBase64.replace(/^data:image\/png;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new AppError('BAD_REQUEST', DRAWN_NOT_PNG);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > DRAWN_SIGNATURE_MAX_BYTES) throw new AppError('BAD_REQUEST', DRAWN_TOO_LARGE);
  if (bytes.length <= PNG_MAGIC.length || !bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) {
    throw new AppError('BAD_REQUEST', DRAWN_NOT_PNG);
  }
  return bytes;
}

export interface SubmitInput {
  fiduciaryId: string;
  userId: string;
  sessionId: string;
  body: z.output<typeof submitSigningBodySchema>;
  request: FastifyRequest;
}

/**
 * The signer's submit: checks the session (open, not expired), the consent, the values and the mark;
 * then, in one transaction, records the evidence, the 'terms-agreed' marker on the subject, and
 * queues the seal. Answers at once (202): sealing runs as a job and the page polls the session.
 */
export async function submitSigningSession(signing: Signing, input: SubmitInput): Promise<SigningAccepted> {
  const { ctx } = signing;
  const { body } = input;
  // The drawn mark is checked (and decoded) before any row is locked.
  const drawn = body.mark.kind === 'drawn' ? decodeDrawnMark(body.mark.png_base64) : null;
  return ctx.db.transaction().execute(async (trx) => {
    const session = await lockSession(trx, input.sessionId);
    if (!session || session.fiduciary_id !== input.fiduciaryId || session.user_id !== input.userId) {
      throw notFound(SESSION_NOT_FOUND);
    }
    if (session.status !== 'OPEN') throw new AppError('CONFLICT', SESSION_USED, 'SIGNING_SESSION_CLOSED');
    if (new Date(session.expires_on).getTime() <= Date.now())
      throw new AppError('CONFLICT', SESSION_EXPIRED, 'SIGNING_SESSION_CLOSED');
    if (body.consent !== true) throw new AppError('BAD_REQUEST', CONSENT_REQUIRED, 'CONSENT_REQUIRED');
    if (body.consent_version !== CONSENT.version)
      throw new AppError('BAD_REQUEST', CONSENT_CHANGED, 'CONSENT_REQUIRED');

    const adapter = signing.adapters[session.subject_kind];
    const doc = await adapter.load(trx, session);
    if (!doc) throw notFound(SESSION_NOT_FOUND);
    checkFieldValues(doc.fields, body.data_list);
    const dataList = valuesToSeal(doc.dataList, body.data_list, doc.recordValues);
    checkRequiredFields(doc.fields, dataList);

    const mark = await storeMark(signing, trx, session, body.mark, drawn);
    const evidence = await collectEvidence(trx, input.userId, input.request);
    const submittedOn = new Date();
    const submission: Submission = {
      mark,
      consent_version: CONSENT.version,
      consent_text: CONSENT.text,
      data_list: dataList,
    };
    await adapter.recordSubmit?.(trx, session, {
      termsAgreed: { at: submittedOn.toISOString(), version: CONSENT.version },
      dataList,
    });
    await markSubmitted(trx, session.id, { submission, evidence: { ...evidence }, submittedOn });
    await queueSeal(trx, { id: session.id, fiduciaryId: session.fiduciary_id });
    await recordAudit(trx, {
      fiduciary_id: session.fiduciary_id,
      actor_user_id: input.userId,
      kind: 'document_signature_submitted',
      subject: session.subject_id,
      data: { session_id: session.id, subject_kind: session.subject_kind, ip: evidence.ip, mark: mark.kind },
    });
    return { status: 'SUBMITTED' as const, session_id: session.id };
  });
}

async function storeMark(
  signing: Signing,
  trx: Executor,
  session: { fiduciary_id: string; user_id: string },
  mark: SignatureMarkInput,
  drawn: Buffer | null,
): Promise<Submission['mark']> {
  if (mark.kind === 'typed' || !drawn) return { kind: 'typed', text: mark.kind === 'typed' ? mark.text : '' };
  const put = await putBytes(signing.ctx.storage, session.fiduciary_id, drawn);
  await recordStoredFile(trx, put, {
    fiduciaryId: session.fiduciary_id,
    userId: session.user_id,
    name: 'signature.png',
    mimeType: 'image/png',
  });
  return { kind: 'drawn', file_id: put.id };
}
