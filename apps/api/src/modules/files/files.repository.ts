import type { Insertable } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { StoredFileTable } from '#api/db/schema.ts';

/** A stored file's name, type, size and storage key; scoped to the fiduciary when one is given. */
export function findStoredFile(db: Executor, where: { fileId: string; fiduciaryId?: string }) {
  return db
    .selectFrom('stored_file')
    .select(['name', 'mime_type', 'size', 'storage_key'])
    .where('id', '=', where.fileId)
    .$if(where.fiduciaryId !== undefined, (q) => q.where('fiduciary_id', '=', where.fiduciaryId as string))
    .executeTakeFirst();
}

/** Records an upload whose bytes are in storage. */
export async function insertStoredFile(db: Executor, file: Insertable<StoredFileTable>): Promise<void> {
  await db.insertInto('stored_file').values(file).execute();
}
