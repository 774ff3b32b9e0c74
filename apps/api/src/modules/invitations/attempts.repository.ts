import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/** Failed code and token uses, stored with failed logins (login_attempt) so one IP limit covers both. */

export async function countIpFailures(db: Executor, ip: string): Promise<number> {
  const row = await db
    .selectFrom('login_attempt')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ip', '=', ip)
    .where('succeeded', '=', false)
    .where('attempted_on', '>', sql<Date>`now() - interval '15 minutes'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordFailure(db: Executor, username: string, ip: string): Promise<void> {
  await db.insertInto('login_attempt').values({ username, ip, succeeded: false }).execute();
}

/**
 * Invitations sent are counted in login_attempt too, as successful rows under `invitation:{user id}`:
 * the login throttle counts only failures, so they never count against an address's logins.
 */
const inviterKey = (userId: string) => `invitation:${userId}`;

/** Serialises one inviter's invitations until the transaction ends. */
export async function lockInviter(trx: Executor, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${inviterKey(userId)}))`.execute(trx);
}

export async function countInvitationsSent(db: Executor, userId: string, windowSeconds: number) {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const { rows } = await sql<{ n: string; wait: string | null }>`
    SELECT count(*) AS n, ceil(extract(epoch FROM min(attempted_on) + ${window} - now())) AS wait
    FROM login_attempt
    WHERE username = ${inviterKey(userId)} AND succeeded = true AND attempted_on > now() - ${window}`.execute(db);
  return { count: Number(rows[0]?.n ?? 0), waitSeconds: Number(rows[0]?.wait ?? 0) };
}

export async function recordInvitationSent(db: Executor, userId: string, ip: string): Promise<void> {
  await db
    .insertInto('login_attempt')
    .values({ username: inviterKey(userId), ip, succeeded: true })
    .execute();
}
