import { type Kysely, sql } from 'kysely';

/**
 * Invitations of the onboarding flow (ADR 0023): a fiduciary invites a person by e-mail; the person
 * registers with the single-use code of the link and fills their KYC. Codes and the one-time login
 * token are stored as SHA-256 only. Status is the spec's number (1 Sent .. 6 Denied).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invitation')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) =>
      c.notNull().check(sql`entity_type IN ('ENTITY', 'INDIVIDUAL', 'INDIVIDUAL_FOR_ENTITY')`),
    )
    .addColumn('entity_name', 'text')
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`status BETWEEN 1 AND 6`))
    .addColumn('code_hash', 'bytea', (c) => c.notNull().unique())
    .addColumn('expires_on', 'timestamptz', (c) => c.notNull())
    .addColumn('code_used_on', 'timestamptz')
    .addColumn('invited_by', 'uuid', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('user_id', 'uuid', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('entity_id', 'uuid', (c) => c.references('investing_entity.id').onDelete('set null'))
    .addColumn('login_token_hash', 'bytea', (c) => c.unique())
    .addColumn('login_token_expires_on', 'timestamptz')
    .addColumn('decision_reason', 'text')
    .addColumn('decided_by', 'uuid', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('decided_on', 'timestamptz')
    .addColumn('opened_on', 'timestamptz')
    .addColumn('registered_on', 'timestamptz')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX invitation_fid_idx ON invitation (fiduciary_id, status, created_on DESC, id DESC)`.execute(db);
  // One invitation per person and fiduciary that is still waiting for its registration.
  await sql`CREATE UNIQUE INDEX invitation_pending_email_key ON invitation (fiduciary_id, lower(email))
    WHERE code_used_on IS NULL AND status IN (1, 2)`.execute(db);
  await sql`CREATE INDEX invitation_user_idx ON invitation (user_id) WHERE user_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invitation').execute();
}
