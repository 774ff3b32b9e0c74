import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { SigningSubjectKind } from '#api/db/schema.ts';

const columns = [
  'id',
  'fiduciary_id',
  'user_id',
  'subject_kind',
  'subject_id',
  'status',
  'return_path',
  'submission',
  'evidence',
  'result_file_id',
  'last_error',
  'expires_on',
  'submitted_on',
  'completed_on',
  'created_on',
] as const;

export function findSessionForUser(db: Executor, ids: { fiduciaryId: string; userId: string; id: string }) {
  return db
    .selectFrom('signing_session')
    .select(columns)
    .where('id', '=', ids.id)
    .where('fiduciary_id', '=', ids.fiduciaryId)
    .where('user_id', '=', ids.userId)
    .executeTakeFirst();
}

export function lockSession(db: Executor, id: string) {
  return db.selectFrom('signing_session').select(columns).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findSessionById(db: Executor, id: string) {
  return db.selectFrom('signing_session').select(columns).where('id', '=', id).executeTakeFirst();
}

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionById>>>;

/** The latest session of any of `kinds` for a subject (the web shows its status and error). */
export function findLatestSession(db: Executor, kinds: SigningSubjectKind[], subjectId: string) {
  return db
    .selectFrom('signing_session')
    .select(['id', 'subject_kind', 'status', 'last_error'])
    .where('subject_kind', 'in', kinds)
    .where('subject_id', '=', subjectId)
    .orderBy('created_on', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function hasSealPending(db: Executor, kinds: SigningSubjectKind[], subjectId: string): Promise<boolean> {
  const row = await db
    .selectFrom('signing_session')
    .select('id')
    .where('subject_kind', 'in', kinds)
    .where('subject_id', '=', subjectId)
    .where('status', '=', 'SUBMITTED')
    .executeTakeFirst();
  return row !== undefined;
}

/** A new ceremony replaces the open ones of the same subject (one live link at a time). */
export function cancelOpenSessions(db: Executor, kind: SigningSubjectKind, subjectId: string) {
  return db
    .updateTable('signing_session')
    .set({ status: 'CANCELLED', completed_on: sql`now()` })
    .where('subject_kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .where('status', '=', 'OPEN')
    .execute();
}

export interface NewSession {
  fiduciary_id: string;
  user_id: string;
  subject_kind: SigningSubjectKind;
  subject_id: string;
  return_path: string;
  expires_on: Date;
  status?: 'OPEN' | 'SUBMITTED';
  submission?: Record<string, unknown>;
  evidence?: Record<string, unknown>;
  submitted_on?: Date;
}

export async function insertSession(db: Executor, session: NewSession): Promise<string> {
  const row = await db
    .insertInto('signing_session')
    .values({
      ...session,
      submission: session.submission ? JSON.stringify(session.submission) : null,
      evidence: session.evidence ? JSON.stringify(session.evidence) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function markSubmitted(
  db: Executor,
  id: string,
  values: { submission: Record<string, unknown>; evidence: Record<string, unknown>; submittedOn: Date },
) {
  return db
    .updateTable('signing_session')
    .set({
      status: 'SUBMITTED',
      submission: JSON.stringify(values.submission),
      evidence: JSON.stringify(values.evidence),
      submitted_on: values.submittedOn,
    })
    .where('id', '=', id)
    .execute();
}

export function markSealed(db: Executor, id: string, resultFileId: string) {
  return db
    .updateTable('signing_session')
    .set({ status: 'SEALED', result_file_id: resultFileId, last_error: null, completed_on: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export function markFailed(db: Executor, id: string, lastError: string) {
  return db
    .updateTable('signing_session')
    .set({ status: 'FAILED', last_error: lastError, completed_on: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'SUBMITTED')
    .returning(['id', 'fiduciary_id', 'user_id', 'subject_kind', 'subject_id'])
    .executeTakeFirst();
}

/** A failed session sealed again (a retry of its seal job): SUBMITTED, its error cleared. */
export function markResubmitted(db: Executor, id: string) {
  return db
    .updateTable('signing_session')
    .set({ status: 'SUBMITTED', last_error: null, completed_on: null })
    .where('id', '=', id)
    .where('status', '=', 'FAILED')
    .executeTakeFirst();
}

/** Whether a later session of the same subject and kind was submitted or sealed (the signer signed again). */
export async function hasLaterSignature(
  db: Executor,
  session: { subject_kind: SigningSubjectKind; subject_id: string; created_on: Date },
): Promise<boolean> {
  const row = await db
    .selectFrom('signing_session')
    .select('id')
    .where('subject_kind', '=', session.subject_kind)
    .where('subject_id', '=', session.subject_id)
    .where('created_on', '>', session.created_on)
    .where('status', 'in', ['SUBMITTED', 'SEALED'])
    .executeTakeFirst();
  return row !== undefined;
}
