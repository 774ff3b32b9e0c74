import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

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
