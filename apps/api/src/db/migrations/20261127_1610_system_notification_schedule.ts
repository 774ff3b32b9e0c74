import { type Kysely, sql } from 'kysely';

/**
 * System notifications scheduled, edited, withdrawn and sent to chosen tenants (issue 18 point 5,
 * ADR 0029). The audience is `all_tenants` or the rows of `system_notification_tenant` (one way: the
 * old `fiduciary_id`, one tenant or all, moves there). A notice is live from `starts_on` until
 * `ends_on` unless withdrawn; `pushed_on` records that its start was pushed to the sockets once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE system_notification
    ADD COLUMN all_tenants boolean NOT NULL DEFAULT true,
    ADD COLUMN starts_on timestamptz,
    ADD COLUMN ends_on timestamptz,
    ADD COLUMN pushed_on timestamptz,
    ADD COLUMN withdrawn_on timestamptz,
    ADD COLUMN withdrawn_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
    ADD COLUMN updated_on timestamptz,
    ADD COLUMN updated_by uuid REFERENCES app_user (id) ON DELETE SET NULL`.execute(db);
  await sql`UPDATE system_notification
    SET starts_on = reported_at, pushed_on = reported_at, all_tenants = (fiduciary_id IS NULL)`.execute(db);
  await sql`ALTER TABLE system_notification
    ALTER COLUMN starts_on SET NOT NULL,
    ALTER COLUMN starts_on SET DEFAULT now(),
    ADD CONSTRAINT system_notification_window CHECK (ends_on IS NULL OR ends_on > starts_on)`.execute(db);
  await sql`CREATE TABLE system_notification_tenant (
    notification_id uuid NOT NULL REFERENCES system_notification (id) ON DELETE CASCADE,
    fiduciary_id uuid NOT NULL REFERENCES fiduciary (id) ON DELETE CASCADE,
    PRIMARY KEY (notification_id, fiduciary_id))`.execute(db);
  await sql`CREATE INDEX system_notification_tenant_fid_idx
    ON system_notification_tenant (fiduciary_id, notification_id)`.execute(db);
  await sql`INSERT INTO system_notification_tenant (notification_id, fiduciary_id)
    SELECT id, fiduciary_id FROM system_notification WHERE fiduciary_id IS NOT NULL`.execute(db);
  await sql`DROP INDEX IF EXISTS system_notification_fid_idx`.execute(db);
  await sql`ALTER TABLE system_notification DROP COLUMN fiduciary_id`.execute(db);
  await sql`CREATE INDEX system_notification_starts_idx ON system_notification (starts_on DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE system_notification ADD COLUMN fiduciary_id uuid REFERENCES fiduciary (id) ON DELETE CASCADE`.execute(
    db,
  );
  await sql`UPDATE system_notification n SET fiduciary_id = (
    SELECT t.fiduciary_id FROM system_notification_tenant t WHERE t.notification_id = n.id LIMIT 1)`.execute(db);
  await sql`DROP TABLE system_notification_tenant`.execute(db);
  await sql`DROP INDEX IF EXISTS system_notification_starts_idx`.execute(db);
  await sql`CREATE INDEX system_notification_fid_idx ON system_notification (fiduciary_id, reported_at DESC, id DESC)`.execute(
    db,
  );
  await sql`ALTER TABLE system_notification DROP CONSTRAINT system_notification_window,
    DROP COLUMN updated_by, DROP COLUMN updated_on, DROP COLUMN withdrawn_by, DROP COLUMN withdrawn_on,
    DROP COLUMN pushed_on, DROP COLUMN ends_on, DROP COLUMN starts_on, DROP COLUMN all_tenants`.execute(db);
}
