import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

const COLUMNS = ['first_name', 'last_name', 'email', 'trellis_uid', 'avatar_url', 'profile_details'] as const;

/** The profile columns of a user, as stored (avatar_url not yet signed). */
export function findProfileRow(db: Executor, userId: string) {
  return db.selectFrom('app_user').select(COLUMNS).where('id', '=', userId).executeTakeFirst();
}

/** Writes the changed profile columns; profile_details is stored as JSON text. */
export async function updateProfileColumns(
  db: Executor,
  userId: string,
  changes: {
    first_name?: string | undefined;
    last_name?: string | undefined;
    avatar_url?: string | null | undefined;
    profile_details?: string | undefined;
  },
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ ...changes, modified_on: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

/** The stored password hash of a user (who exists: the caller). */
export function findPasswordHash(db: Executor, userId: string) {
  return db.selectFrom('app_user').select(['password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Replaces the user's password hash. */
export async function setPasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ password_hash: passwordHash, modified_on: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

/** The caller's own upload in this fiduciary (its id and sniffed MIME type). */
export function findOwnUpload(db: Executor, args: { fileId: string; fiduciaryId: string; userId: string }) {
  return db
    .selectFrom('stored_file')
    .select(['id', 'mime_type'])
    .where('id', '=', args.fileId)
    .where('fiduciary_id', '=', args.fiduciaryId)
    .where('uploaded_by', '=', args.userId)
    .executeTakeFirst();
}
