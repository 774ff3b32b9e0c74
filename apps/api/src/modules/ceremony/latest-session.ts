import type { Executor } from '#api/db/database.ts';
import type { SigningSubjectKind } from '#api/db/schema.ts';
import { findLatestSession } from './sessions.repository.ts';

/** The latest signing session of any of `kinds` for a subject, so a subject's wire can show its status and error. */
export function latestSessionOf(db: Executor, kinds: SigningSubjectKind[], subjectId: string) {
  return findLatestSession(db, kinds, subjectId);
}
