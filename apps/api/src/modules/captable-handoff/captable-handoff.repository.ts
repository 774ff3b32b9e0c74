import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/** Kysely queries of the cap-table hand-off: single-use SSO tokens. */

export function insertSsoToken(
  db: Executor,
  values: { token_hash: Buffer; fiduciary_id: string; user_id: string; entity_id: string; expires_on: Date },
) {
  return db.insertInto('captable_sso_token').values(values).returning('id').executeTakeFirstOrThrow();
}

/**
 * Marks a live, unexpired token as used in one UPDATE, so two racing uses cannot both win. Returns the
 * token with its fiduciary's slug, or undefined when it is unknown, used or expired.
 */
export function claimSsoToken(db: Executor, tokenHash: Buffer) {
  return db
    .updateTable('captable_sso_token as t')
    .set({ used_on: sql<Date>`now()` })
    .from('fiduciary as f')
    .whereRef('f.id', '=', 't.fiduciary_id')
    .where('t.token_hash', '=', tokenHash)
    .where('t.used_on', 'is', null)
    .where('t.expires_on', '>', sql<Date>`now()`)
    .returning(['t.id', 't.user_id', 't.fiduciary_id', 't.entity_id', 'f.slug'])
    .executeTakeFirst();
}
