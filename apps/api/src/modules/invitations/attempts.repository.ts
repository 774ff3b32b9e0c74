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
