import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/** Kysely queries of the auth module: users, memberships, refresh tokens, login attempts. */

export function findUserByEmail(db: Executor, email: string) {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findUserById(db: Executor, id: string) {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMembershipsOfUser(db: Executor, userId: string) {
  return (
    db
      .selectFrom('membership as m')
      .innerJoin('fiduciary as f', 'f.id', 'm.fiduciary_id')
      .leftJoin('investing_entity as e', 'e.id', 'm.entity_id')
      .select([
        'm.fiduciary_id',
        'f.name as fiduciary_name',
        'f.slug as tenant',
        'm.role',
        'm.entity_id',
        'e.trellis_uid as entity_trellis_uid',
        'e.name as entity_name',
        'e.type as entity_type',
      ])
      .where('m.user_id', '=', userId)
      // A suspended tenant's memberships open nothing (ADR 0029).
      .where('f.suspended_on', 'is', null)
      .orderBy('f.created_on')
      .orderBy('m.fiduciary_id')
      .orderBy('m.created_on')
      .orderBy('m.role')
      .execute()
  );
}

export type MembershipRow = Awaited<ReturnType<typeof findMembershipsOfUser>>[number];

/** Whether the user belongs to a suspended tenant (login then says so instead of "no access"). */
export async function hasSuspendedMembership(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('membership as m')
    .innerJoin('fiduciary as f', 'f.id', 'm.fiduciary_id')
    .select('m.id')
    .where('m.user_id', '=', userId)
    .where('f.suspended_on', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export interface RefreshContext {
  fiduciary_id: string;
  role: string;
  entity_id: string | null;
}

export async function insertRefreshToken(
  db: Executor,
  values: RefreshContext & {
    family_id: string;
    user_id: string;
    token_hash: Buffer;
    family_created_on: Date;
    user_agent: string | null;
    ip: string | null;
  },
) {
  await db.insertInto('refresh_token').values(values).execute();
}

export function findRefreshTokenByHash(db: Executor, tokenHash: Buffer) {
  return db.selectFrom('refresh_token').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks a live token as rotated; returns false when another request rotated or revoked it first. */
export async function claimRefreshToken(db: Executor, id: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_token')
    .set({ rotated_on: sql`now()` })
    .where('id', '=', id)
    .where('rotated_on', 'is', null)
    .where('revoked_on', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Whether a rotated token is the family's latest rotation, within `graceSeconds` of it, with its
 * successor never used: then presenting it again means the answer of its rotation was lost. Locks the
 * family's rows, so two such retries are taken one after the other.
 */
export async function isLostAnswer(
  trx: Executor,
  row: { family_id: string; rotated_on: Date | null },
  graceSeconds: number,
): Promise<boolean> {
  if (!row.rotated_on) return false;
  const rotatedOn = new Date(row.rotated_on).getTime();
  if (Date.now() - rotatedOn > graceSeconds * 1000) return false; // reuse: no need to look further
  const family = await trx
    .selectFrom('refresh_token')
    .select(['rotated_on'])
    .where('family_id', '=', row.family_id)
    .forUpdate()
    .execute();
  return family.every((token) => token.rotated_on === null || new Date(token.rotated_on).getTime() <= rotatedOn);
}

/**
 * Ends a session's refresh tokens: all of them, or only the live (unrotated) one when `liveOnly`
 * (the successor whose answer never arrived; the session goes on).
 */
export async function revokeFamily(db: Executor, familyId: string, liveOnly = false) {
  let update = db
    .updateTable('refresh_token')
    .set({ revoked_on: sql`now()` })
    .where('family_id', '=', familyId)
    .where('revoked_on', 'is', null);
  if (liveOnly) update = update.where('rotated_on', 'is', null);
  await update.execute();
}

/** Ends every session of a user; answers the sessions (families) it ended. */
export async function revokeAllOfUser(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .updateTable('refresh_token')
    .set({ revoked_on: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_on', 'is', null)
    .returning('family_id')
    .execute();
  return [...new Set(rows.map((r) => r.family_id))];
}

/** Records the TOTP time step just used, so the same code cannot log in twice. */
export async function setOtpLastStep(db: Executor, userId: string, step: number) {
  await db
    .updateTable('app_user')
    .set({ otp_last_step: step, modified_on: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

/** Replaces a user's password hash. */
export async function setPasswordHash(db: Executor, userId: string, passwordHash: string) {
  await db
    .updateTable('app_user')
    .set({ password_hash: passwordHash, modified_on: sql`now()` })
    .where('id', '=', userId)
    .execute();
}

/** Password tokens a user asked for in the last hour, for throttling resets. */
export async function countPasswordTokensLastHour(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('password_token')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_on', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPasswordToken(
  db: Executor,
  values: { user_id: string; token_hash: Buffer; kind: 'reset' | 'set'; expires_on: Date },
) {
  await db.insertInto('password_token').values(values).execute();
}

/** Marks a live, unexpired token of the kind as used; returns its user, or undefined when none matched. */
export function consumePasswordToken(db: Executor, tokenHash: Buffer, kind: 'reset' | 'set') {
  return db
    .updateTable('password_token')
    .set({ used_on: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('used_on', 'is', null)
    .where('expires_on', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
}
