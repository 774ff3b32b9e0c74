import { type Kysely, sql } from 'kysely';

/**
 * Realtime notifications (ADR 0016): stored notifications per recipient, system notifications
 * (fiduciary_id NULL = every tenant) and single-use websocket tickets (only their SHA-256 kept).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('ACTION', 'NOTIFICATION')`))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('navigate_to', 'text')
    .addColumn('resource_id', 'text')
    .addColumn('query', 'jsonb')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_on', 'timestamptz')
    .execute();
  // The panel and the list page: one user's rows of one tenant and kind, newest first (keyset-friendly).
  await sql`CREATE INDEX notification_list_idx
    ON notification (user_id, fiduciary_id, kind, created_on DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX notification_unread_idx
    ON notification (user_id, fiduciary_id, created_on DESC, id DESC) WHERE read_on IS NULL`.execute(db);

  await db.schema
    .createTable('system_notification')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.references('fiduciary.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('Announcement', 'Incident', 'Maintenance')`))
    .addColumn('severity', 'text', (c) =>
      c.notNull().check(sql`severity IN ('High Impact', 'Severity 1', 'Severity 2')`),
    )
    .addColumn('message_details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'uuid', (c) => c.references('app_user.id').onDelete('set null'))
    .execute();
  await sql`CREATE INDEX system_notification_list_idx
    ON system_notification (reported_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX system_notification_fid_idx
    ON system_notification (fiduciary_id, reported_at DESC, id DESC)`.execute(db);

  await db.schema
    .createTable('websocket_ticket')
    .addColumn('token_hash', 'bytea', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'uuid')
    .addColumn('expires_on', 'timestamptz', (c) => c.notNull())
    .addColumn('used_on', 'timestamptz')
    .execute();
  await sql`CREATE INDEX websocket_ticket_expiry_idx ON websocket_ticket (expires_on)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('websocket_ticket').execute();
  await db.schema.dropTable('system_notification').execute();
  await db.schema.dropTable('notification').execute();
}
