import { type Kysely, sql } from 'kysely';

/**
 * Ended sessions end at once on every API process (issue 13 point 5, ADR 0001). A session is a
 * refresh-token family; an access token names it (`sid`). Whatever ends refresh tokens (logout, a
 * session revoked in Settings, a password change or reset, refresh-token reuse, a disabled user)
 * sends `pg_notify('session_revoked', family_id)` at commit, once per family (PostgreSQL folds equal
 * notifications of a transaction), and each process's session memo drops that family and reads it
 * again on its next request. Deleted rows notify too; a TRUNCATE sends '*'.
 *
 * `websocket_ticket.session_id`: the session a socket was opened by, so that its socket closes
 * when it ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION refresh_token_revoked_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        PERFORM pg_notify('session_revoked', '*');
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('session_revoked', OLD.family_id::text);
      ELSE
        PERFORM pg_notify('session_revoked', NEW.family_id::text);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER refresh_token_revoked AFTER UPDATE OF revoked_on ON refresh_token
    FOR EACH ROW WHEN (OLD.revoked_on IS NULL AND NEW.revoked_on IS NOT NULL)
    EXECUTE FUNCTION refresh_token_revoked_notify()`.execute(db);
  await sql`CREATE TRIGGER refresh_token_deleted AFTER DELETE ON refresh_token
    FOR EACH ROW EXECUTE FUNCTION refresh_token_revoked_notify()`.execute(db);
  await sql`CREATE TRIGGER refresh_token_truncated AFTER TRUNCATE ON refresh_token
    FOR EACH STATEMENT EXECUTE FUNCTION refresh_token_revoked_notify()`.execute(db);
  await sql`ALTER TABLE websocket_ticket ADD COLUMN session_id uuid`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE websocket_ticket DROP COLUMN IF EXISTS session_id`.execute(db);
  await sql`DROP TRIGGER IF EXISTS refresh_token_truncated ON refresh_token`.execute(db);
  await sql`DROP TRIGGER IF EXISTS refresh_token_deleted ON refresh_token`.execute(db);
  await sql`DROP TRIGGER IF EXISTS refresh_token_revoked ON refresh_token`.execute(db);
  await sql`DROP FUNCTION IF EXISTS refresh_token_revoked_notify()`.execute(db);
}
