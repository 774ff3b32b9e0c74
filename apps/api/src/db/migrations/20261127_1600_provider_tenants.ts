import { type Kysely, sql } from 'kysely';

/**
 * The provider admin portal (ADR 0029).
 * - `fiduciary.is_provider`: the provider's own home, one row, created here; provider staff hold their
 *   roles there. It is never listed as a tenant and cannot be suspended.
 * - `fiduciary.suspended_on`, `suspended_by`, `suspend_reason`: a suspended tenant's memberships open
 *   nothing (login, refresh, the tenant guard); nothing is deleted.
 * - Suspending or reactivating a tenant, and disabling or enabling a user, drop the API processes'
 *   cached memberships at once (`membership_changed`: '*' for a tenant, the user's id for a user).
 * - Trigram indexes for the provider's user search by e-mail or name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE fiduciary
    ADD COLUMN is_provider boolean NOT NULL DEFAULT false,
    ADD COLUMN suspended_on timestamptz,
    ADD COLUMN suspended_by uuid REFERENCES app_user (id),
    ADD COLUMN suspend_reason text,
    ADD CONSTRAINT fiduciary_provider_active CHECK (NOT (is_provider AND suspended_on IS NOT NULL))`.execute(db);
  await sql`CREATE UNIQUE INDEX fiduciary_one_provider ON fiduciary (is_provider) WHERE is_provider`.execute(db);
  await sql`INSERT INTO fiduciary (slug, name, is_provider, branding)
    VALUES ('_provider', 'Platform operations', true, '{}'::jsonb)`.execute(db);
  await sql`CREATE INDEX fiduciary_name_idx ON fiduciary (lower(name), id)`.execute(db);

  await sql`CREATE FUNCTION fiduciary_status_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('membership_changed', '*');
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER fiduciary_status_changed AFTER UPDATE OF suspended_on ON fiduciary
    FOR EACH ROW WHEN (OLD.suspended_on IS DISTINCT FROM NEW.suspended_on)
    EXECUTE FUNCTION fiduciary_status_notify()`.execute(db);
  await sql`CREATE FUNCTION app_user_status_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('membership_changed', NEW.id::text);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER app_user_status_changed AFTER UPDATE OF is_active ON app_user
    FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active)
    EXECUTE FUNCTION app_user_status_notify()`.execute(db);

  await sql`CREATE INDEX app_user_email_trgm_idx ON app_user USING gin (lower(email) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX app_user_name_trgm_idx ON app_user
    USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX app_user_created_idx ON app_user (created_on DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS app_user_created_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS app_user_name_trgm_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS app_user_email_trgm_idx`.execute(db);
  await sql`DROP TRIGGER IF EXISTS app_user_status_changed ON app_user`.execute(db);
  await sql`DROP FUNCTION IF EXISTS app_user_status_notify()`.execute(db);
  await sql`DROP TRIGGER IF EXISTS fiduciary_status_changed ON fiduciary`.execute(db);
  await sql`DROP FUNCTION IF EXISTS fiduciary_status_notify()`.execute(db);
  await sql`DROP INDEX IF EXISTS fiduciary_name_idx`.execute(db);
  await sql`DELETE FROM membership WHERE fiduciary_id IN (SELECT id FROM fiduciary WHERE is_provider)`.execute(db);
  await sql`DELETE FROM fiduciary WHERE is_provider`.execute(db);
  await sql`ALTER TABLE fiduciary DROP CONSTRAINT fiduciary_provider_active,
    DROP COLUMN suspend_reason, DROP COLUMN suspended_by, DROP COLUMN suspended_on, DROP COLUMN is_provider`.execute(
    db,
  );
}
