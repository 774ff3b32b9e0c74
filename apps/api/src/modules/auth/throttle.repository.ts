import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/** Queries of the login throttle (ADR 0001): failures in login_attempt over a sliding window. */

export interface FailureCounts {
  /** Failures of this account from this address (not cleared by a reset). */
  pair: number;
  /** Seconds until the oldest of them leaves the window. */
  pairWait: number;
  /** Failures of this account from any address (not cleared by a reset). */
  account: number;
  /** Seconds since the account's latest failure. */
  sinceAccountLast: number;
  /** Failures from this address, any account. */
  address: number;
  /** Seconds until the oldest of them leaves the window. */
  addressWait: number;
}

export async function countFailures(
  db: Executor,
  args: { username: string; ip: string; windowSeconds: number; excludeId?: string },
): Promise<FailureCounts> {
  const { username, ip, windowSeconds, excludeId } = args;
  const others = excludeId === undefined ? sql`true` : sql`id <> ${excludeId}`;
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const pair = sql`username = ${username} AND ip = ${ip} AND cleared_on IS NULL`;
  const account = sql`username = ${username} AND cleared_on IS NULL`;
  const { rows } = await sql<Record<keyof FailureCounts, string | null>>`
    SELECT count(*) FILTER (WHERE ${pair}) AS pair,
      ceil(extract(epoch FROM min(attempted_on) FILTER (WHERE ${pair}) + ${window} - now())) AS "pairWait",
      count(*) FILTER (WHERE ${account}) AS account,
      extract(epoch FROM now() - max(attempted_on) FILTER (WHERE ${account})) AS "sinceAccountLast",
      count(*) FILTER (WHERE ip = ${ip}) AS address,
      ceil(extract(epoch FROM min(attempted_on) FILTER (WHERE ip = ${ip}) + ${window} - now())) AS "addressWait"
    FROM login_attempt
    WHERE succeeded = false AND attempted_on > now() - ${window} AND (username = ${username} OR ip = ${ip})
      AND ${others}`.execute(db);
  const row = rows[0];
  const n = (v: string | null | undefined) => Number(v ?? 0);
  return {
    pair: n(row?.pair),
    pairWait: n(row?.pairWait),
    account: n(row?.account),
    sinceAccountLast: row?.sinceAccountLast == null ? Number.POSITIVE_INFINITY : n(row.sinceAccountLast),
    address: n(row?.address),
    addressWait: n(row?.addressWait),
  };
}

/**
 * Records an attempt as a failure before its password or code is checked (made a success by
 * markAttemptSucceeded), so parallel attempts see each other; returns its row id.
 */
export async function recordPendingAttempt(
  db: Executor,
  args: { username: string; ip: string; otpTicket: string | null },
) {
  const row = await db
    .insertInto('login_attempt')
    .values({ username: args.username, ip: args.ip, succeeded: false, otp_ticket: args.otpTicket })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Wrong codes sent with one second-factor ticket. */
export async function countTicketFailures(db: Executor, ticket: string): Promise<number> {
  const row = await db
    .selectFrom('login_attempt')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('otp_ticket', '=', ticket)
    .where('succeeded', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteAttempt(db: Executor, id: string) {
  await db.deleteFrom('login_attempt').where('id', '=', id).execute();
}

export async function markAttemptSucceeded(db: Executor, id: string) {
  await db.updateTable('login_attempt').set({ succeeded: true }).where('id', '=', id).execute();
}

/** A successful password reset: the account's recent failures stop counting for the account. */
export async function clearAccountFailures(db: Executor, username: string, windowSeconds: number) {
  await db
    .updateTable('login_attempt')
    .set({ cleared_on: sql`now()` })
    .where('username', '=', username)
    .where('succeeded', '=', false)
    .where('cleared_on', 'is', null)
    .where('attempted_on', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
    .execute();
}
