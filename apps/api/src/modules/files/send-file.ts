import type { FastifyReply } from 'fastify';
import type { Executor } from '#api/db/database.ts';
import { notFound } from '#api/lib/app-error.ts';
import type { FileStorage } from '#api/platform/storage.ts';
import { findStoredFile } from './files.repository.ts';

/**
 * Streams a stored file as the answer. The headers keep a served file from acting as a page of this
 * site: its sniffed type, `nosniff`, and a sandboxing CSP.
 */
export async function sendStoredFile(
  db: Executor,
  storage: FileStorage,
  reply: FastifyReply,
  where: { fileId: string; fiduciaryId?: string },
) {
  const row = await findStoredFile(db, where);
  if (!row) throw notFound();
  return reply
    .header('content-type', row.mime_type)
    .header('content-length', row.size)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', 'sandbox')
    .header('cache-control', 'private, max-age=300')
    .send(storage.read(row.storage_key));
}
