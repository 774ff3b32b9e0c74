import { type Kysely, sql } from 'kysely';

/**
 * Login throttle by account and address (issue 13 points 1 and 4, ADR 0001).
 * - `login_attempt.otp_ticket`: the SHA-256 (hex) of the second-factor ticket a wrong code was sent
 *   with, so a ticket dies after a few wrong codes.
 * - `login_attempt.cleared_on`: set on an account's failures by a successful password reset; cleared
 *   failures no longer count for the account (they still count for the address).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE login_attempt ADD COLUMN otp_ticket text, ADD COLUMN cleared_on timestamptz`.execute(db);
  await sql`CREATE INDEX login_attempt_otp_ticket_idx ON login_attempt (otp_ticket) WHERE otp_ticket IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS login_attempt_otp_ticket_idx`.execute(db);
  await sql`ALTER TABLE login_attempt DROP COLUMN IF EXISTS otp_ticket, DROP COLUMN IF EXISTS cleared_on`.execute(db);
}
