import type { Executor } from '#api/db/database.ts';
import { findDocumentById } from './documents.repository.ts';
import type { DocumentRow } from './documents.types.ts';

/**
 * The document `id` of the fiduciary, without any access decision: callers in other modules apply
 * their own rule (e.g. `decideDocumentAccess`) before showing it.
 */
export function getDocumentRow(db: Executor, fiduciaryId: string, id: string): Promise<DocumentRow | undefined> {
  return findDocumentById(db, fiduciaryId, id);
}
