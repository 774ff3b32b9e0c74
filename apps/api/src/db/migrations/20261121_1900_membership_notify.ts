import { type Kysely, sql } from 'kysely';

/**
 * Every change to `membership` tells the API processes whose cached memberships to drop
 * (lib/membership-cache.ts, ADR 0012): `pg_notify('membership_changed', user_id)` per changed row,
 * delivered when the transaction commits; a TRUNCATE sends '*' (drop everything). Notifications
 * with the same payload in one transaction are delivered once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION membership_notify_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        PERFORM pg_notify('membership_changed', OLD.user_id::text);
      END IF;
      IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
        PERFORM pg_notify('membership_changed', NEW.user_id::text);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION membership_notify_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('membership_changed', '*');
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER membership_changed AFTER INSERT OR UPDATE OR DELETE ON membership
    FOR EACH ROW EXECUTE FUNCTION membership_notify_row()`.execute(db);
  await sql`CREATE TRIGGER membership_truncated AFTER TRUNCATE ON membership
    FOR EACH STATEMENT EXECUTE FUNCTION membership_notify_truncate()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS membership_truncated ON membership`.execute(db);
  await sql`DROP TRIGGER IF EXISTS membership_changed ON membership`.execute(db);
  await sql`DROP FUNCTION IF EXISTS membership_notify_truncate()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS membership_notify_row()`.execute(db);
}
