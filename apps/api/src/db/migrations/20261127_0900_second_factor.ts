import { type Kysely, sql } from 'kysely';

/**
 * Second factor set up from My Profile: a secret waits here, unused by login, until the user proves
 * their authenticator app holds it with one valid code; only then it becomes `otp_secret`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app_user ADD COLUMN otp_pending_secret text, ADD COLUMN otp_pending_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app_user DROP COLUMN otp_pending_secret, DROP COLUMN otp_pending_at`.execute(db);
}
