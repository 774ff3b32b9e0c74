import { type Kysely, sql } from 'kysely';

/**
 * The provider's user search keeps its pages per API process (ADR 0029, BENCHMARKS.md "Provider
 * user search"). A statement that changes what a users page shows sends
 * `pg_notify('user_directory_changed', '*')` at commit and every kept page is dropped: a user's
 * e-mail, name, state, password or second factor; a membership; a tenant's name. Sign-in
 * bookkeeping (the last TOTP step) changes none of them and sends nothing.
 */
const TRIGGERS = [
  ['app_user', 'INSERT OR DELETE OR UPDATE OF email, first_name, last_name, is_active, password_hash, otp_secret'],
  ['membership', 'INSERT OR DELETE OR UPDATE'],
  ['fiduciary', 'INSERT OR DELETE OR UPDATE OF name'],
] as const;

const name = (table: string) => sql.raw(`${table}_user_directory_notify`);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, events] of TRIGGERS) {
    await sql`CREATE TRIGGER ${name(table)} AFTER ${sql.raw(events)} ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION fiduciary_notify_all('user_directory_changed')`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_user_directory_truncate`)} AFTER TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION fiduciary_notify_all('user_directory_changed')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of TRIGGERS) {
    await sql`DROP TRIGGER IF EXISTS ${name(table)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_user_directory_truncate`)} ON ${sql.table(table)}`.execute(db);
  }
}
