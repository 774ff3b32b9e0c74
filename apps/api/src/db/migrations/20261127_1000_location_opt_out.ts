import { type Kysely, sql } from 'kysely';

/**
 * An investor may keep their city off the fiduciary's investor map (issue 15 point 2). The choice is
 * the person's, so it sits on the user: every entity the user is a member of is left off the map.
 * Few people opt out, so the map's query finds them through a partial index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app_user ADD COLUMN location_opt_out boolean NOT NULL DEFAULT false`.execute(db);
  await sql`CREATE INDEX app_user_location_opt_out_idx ON app_user (id) WHERE location_opt_out`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS app_user_location_opt_out_idx`.execute(db);
  await sql`ALTER TABLE app_user DROP COLUMN location_opt_out`.execute(db);
}
