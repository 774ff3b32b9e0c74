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

/** What the second factor of a user stands at: the secret in force, the one being set up. */
export function findSecondFactor(db: Executor, userId: string) {
  return db
    .selectFrom('app_user')
    .select(['email', 'password_hash', 'otp_secret', 'otp_pending_secret', 'otp_pending_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Keeps a new secret aside until a code proves the user's app holds it. */
export async function setPendingSecondFactor(db: Executor, userId: string, secret: string): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ otp_pending_secret: secret, otp_pending_at: sql`now()`, modified_on: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

/**
 * Puts the set-up secret in force (`secret`, with the time step its proving code used, so that code
 * cannot log in again), or turns the second factor off (`null`). Any secret being set up is dropped.
 */
export async function setSecondFactor(
  db: Executor,
  userId: string,
  next: { secret: string; step: number } | null,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({
      otp_secret: next?.secret ?? null,
      otp_last_step: next?.step ?? null,
      otp_pending_secret: null,
      otp_pending_at: null,
      modified_on: sql`now()`,
    })
    .where('id', '=', userId)
    .execute();
}
