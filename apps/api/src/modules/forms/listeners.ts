import type { Trx } from '#api/db/database.ts';

/** A response as it was just stored (a draft saved or a form submitted). */
interface SavedResponse {
  fiduciaryId: string;
  entityId: string;
  formId: string;
  status: 'DRAFT' | 'SUBMITTED';
  /** The person who saved it. */
  userId: string;
}

/**
 * Another module's reaction to a saved response, run in the save's transaction: its writes commit
 * or roll back with the response. The forms module knows nothing of who listens (app.ts wires them).
 */
export type ResponseListener = (trx: Trx, saved: SavedResponse) => Promise<void>;
