import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { EntityType } from '#api/db/schema.ts';

/** Whether an account (of any tenant) already uses the e-mail (compared case-insensitively). */
export async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return Boolean(row);
}

/** The user a session is opened for, when still active. */
export function activeUserById(db: Executor, id: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'email', 'first_name', 'last_name', 'trellis_uid'])
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/** The invitation, locked for the rest of the transaction (one account preparation at a time). */
export function lockInvitation(db: Executor, invitationId: string) {
  return db.selectFrom('invitation').selectAll().where('id', '=', invitationId).forUpdate().executeTakeFirst();
}

/** The names of a user (who exists: the invitation's registered person). */
export function userNames(db: Executor, userId: string) {
  return db
    .selectFrom('app_user')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Creates an investing entity; answers its id. */
export async function insertInvestingEntity(
  db: Executor,
  args: { fiduciaryId: string; trellisUid: string; name: string; type: EntityType },
): Promise<string> {
  const entity = await db
    .insertInto('investing_entity')
    .values({ fiduciary_id: args.fiduciaryId, trellis_uid: args.trellisUid, name: args.name, type: args.type })
    .returning('id')
    .executeTakeFirstOrThrow();
  return entity.id;
}

/** Gives the user a membership of `role` acting for the entity. */
export async function insertEntityMembership(
  db: Executor,
  args: { fiduciaryId: string; userId: string; role: string; entityId: string },
): Promise<void> {
  await db
    .insertInto('membership')
    .values({ fiduciary_id: args.fiduciaryId, user_id: args.userId, role: args.role, entity_id: args.entityId })
    .execute();
}

/** Records the entity prepared for an invitation. */
export async function setInvitationEntity(db: Executor, invitationId: string, entityId: string): Promise<void> {
  await db
    .updateTable('invitation')
    .set({ entity_id: entityId, modified_on: sql`now()` })
    .where('id', '=', invitationId)
    .execute();
}

/** The invitation whose unexpired sign-in token has this hash, in the fiduciary. */
export function findInvitationByLoginToken(db: Executor, fiduciaryId: string, tokenHash: Buffer) {
  return db
    .selectFrom('invitation')
    .select(['id', 'user_id', 'entity_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('login_token_hash', '=', tokenHash)
    .where('login_token_expires_on', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/**
 * Clears the invitation's sign-in token if it still has this hash; false when another use spent it
 * first (one statement, so only one use wins).
 */
export async function spendLoginToken(db: Executor, invitationId: string, tokenHash: Buffer): Promise<boolean> {
  const result = await db
    .updateTable('invitation')
    .set({ login_token_hash: null, login_token_expires_on: null, modified_on: sql`now()` })
    .where('id', '=', invitationId)
    .where('login_token_hash', '=', tokenHash)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** The invitation while its code is still unused, locked for the rest of the transaction. */
export function lockUnusedInvitation(db: Executor, invitationId: string) {
  return db
    .selectFrom('invitation')
    .selectAll()
    .where('id', '=', invitationId)
    .where('code_used_on', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Creates the registering person's account; a taken e-mail fails on `app_user_email_key`. */
export function insertUser(
  db: Executor,
  user: { email: string; password_hash: string; first_name: string; last_name: string; trellis_uid: string },
) {
  return db
    .insertInto('app_user')
    .values({ ...user, profile_details: JSON.stringify({}) })
    .returning(['id', 'email', 'first_name', 'last_name', 'trellis_uid'])
    .executeTakeFirstOrThrow();
}
