import { sql } from 'kysely';
import { REFRESH_ABSOLUTE_TTL_SECONDS, REFRESH_IDLE_TTL_SECONDS } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';

/** The family of a refresh token named by its SHA-256 (hex), when it belongs to the user. */
export async function familyOfHash(db: Executor, userId: string, hashHex: string | undefined) {
  if (!hashHex) return null;
  const row = await db
    .selectFrom('refresh_token')
    .select('family_id')
    .where('token_hash', '=', Buffer.from(hashHex, 'hex'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.family_id ?? null;
}

/**
 * Open sessions of a user: families whose newest token is neither spent nor revoked, used within the idle
 * limit and younger than the absolute lifetime (what a refresh would still accept). The newest token's time is when the session was last used.
 */
export async function findOpenFamilies(db: Executor, userId: string) {
  const rows = await db
    .selectFrom('refresh_token')
    .select(['family_id', 'family_created_on', 'created_on', 'user_agent', 'ip'])
    .where('user_id', '=', userId)
    .where('revoked_on', 'is', null)
    .where('rotated_on', 'is', null)
    .where('family_created_on', '>', sql<Date>`now() - make_interval(secs => ${REFRESH_ABSOLUTE_TTL_SECONDS})`)
    .where('created_on', '>', sql<Date>`now() - make_interval(secs => ${REFRESH_IDLE_TTL_SECONDS})`)
    .orderBy('created_on', 'desc')
    .execute();
  const newest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!newest.has(row.family_id)) newest.set(row.family_id, row);
  return [...newest.values()];
}

export async function revokeFamilyOf(db: Executor, userId: string, familyId: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_token')
    .set({ revoked_on: sql`now()` })
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('revoked_on', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Ends every session of the user but one (a password change keeps the caller signed in); answers
 * the sessions it ended.
 */
export async function revokeOtherFamilies(
  db: Executor,
  userId: string,
  keepFamilyId: string | null,
): Promise<string[]> {
  const rows = await db
    .updateTable('refresh_token')
    .set({ revoked_on: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_on', 'is', null)
    .$if(keepFamilyId !== null, (q) => q.where('family_id', '<>', keepFamilyId as string))
    .returning('family_id')
    .execute();
  return [...new Set(rows.map((r) => r.family_id))];
}
