import type { Executor } from '#api/db/database.ts';

/** Kysely queries of the ceremony beside its sessions: the signer's name and the stored files it writes. */

/** The signing user's e-mail and name; the user exists (the caller holds its session). */
export function findSignerUser(db: Executor, userId: string) {
  return db
    .selectFrom('app_user')
    .select(['email', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Inserts the stored_file row of bytes already written to storage. */
export async function insertStoredFile(
  db: Executor,
  values: {
    id: string;
    fiduciary_id: string;
    uploaded_by: string | null;
    name: string;
    mime_type: string;
    size: number;
    sha256: string;
    storage_key: string;
  },
): Promise<void> {
  await db.insertInto('stored_file').values(values).execute();
}

/** A tenant's stored file: where its bytes are, its name and hash, or undefined. */
export function findStoredFile(db: Executor, fiduciaryId: string, fileId: string) {
  return db
    .selectFrom('stored_file')
    .select(['storage_key', 'name', 'sha256'])
    .where('id', '=', fileId)
    .where('fiduciary_id', '=', fiduciaryId)
    .executeTakeFirst();
}
