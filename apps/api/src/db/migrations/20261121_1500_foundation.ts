import { type Kysely, sql } from 'kysely';

/**
 * Foundation tables. Every tenant-owned table carries fiduciary_id and is indexed by it first.
 * Users are global (one login); membership gives roles per fiduciary (ARCHITECTURE.md section 5).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pgcrypto`.execute(db);

  await db.schema
    .createTable('fiduciary')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mpid', 'text')
    .addColumn('branding', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('public_branding', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('fiduciary_host')
    .addColumn('host', 'text', (c) => c.primaryKey())
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('app_user')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('trellis_uid', 'text', (c) => c.notNull().unique())
    .addColumn('avatar_url', 'text')
    .addColumn('profile_details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('otp_secret', 'text')
    .addColumn('otp_last_step', 'bigint')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX app_user_email_key ON app_user (lower(email))`.execute(db);

  await db.schema
    .createTable('investing_entity')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('trellis_uid', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type IN ('ENTITY', 'INDIVIDUAL', 'INDIVIDUAL_FOR_ENTITY')`))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('investing_entity_fid_idx').on('investing_entity').column('fiduciary_id').execute();

  await db.schema
    .createTable('issuer')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('stage', 'text')
    .addColumn('market', 'text')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('issuer_fid_idx').on('issuer').columns(['fiduciary_id', 'name']).execute();

  await db.schema
    .createTable('membership')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'uuid', (c) => c.references('investing_entity.id').onDelete('cascade'))
    .addColumn('issuer_id', 'uuid', (c) => c.references('issuer.id').onDelete('cascade'))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE UNIQUE INDEX membership_key ON membership (user_id, fiduciary_id, role,
    coalesce(entity_id, '00000000-0000-0000-0000-000000000000'::uuid),
    coalesce(issuer_id, '00000000-0000-0000-0000-000000000000'::uuid))`.execute(db);
  await db.schema.createIndex('membership_fid_idx').on('membership').columns(['fiduciary_id', 'role']).execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'bytea', (c) => c.notNull().unique())
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'uuid')
    .addColumn('family_created_on', 'timestamptz', (c) => c.notNull())
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('rotated_on', 'timestamptz')
    .addColumn('revoked_on', 'timestamptz')
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('refresh_token_family_idx').on('refresh_token').column('family_id').execute();
  await db.schema.createIndex('refresh_token_user_idx').on('refresh_token').column('user_id').execute();

  await db.schema
    .createTable('password_token')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'bytea', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('reset', 'set')`))
    .addColumn('expires_on', 'timestamptz', (c) => c.notNull())
    .addColumn('used_on', 'timestamptz')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('login_attempt')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'boolean', (c) => c.notNull())
    .addColumn('attempted_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_attempt_user_idx')
    .on('login_attempt')
    .columns(['username', 'attempted_on'])
    .execute();
  await db.schema.createIndex('login_attempt_ip_idx').on('login_attempt').columns(['ip', 'attempted_on']).execute();

  await db.schema
    .createTable('audit_event')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('fiduciary_id', 'uuid', (c) => c.references('fiduciary.id').onDelete('cascade'))
    .addColumn('actor_user_id', 'uuid')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('prev_hash', 'text')
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_event_fid_idx').on('audit_event').columns(['fiduciary_id', 'id']).execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('fiduciary_id', 'uuid', (c) => c.references('fiduciary.id').onDelete('cascade'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('PENDING').check(sql`status IN ('PENDING', 'SENT', 'LOGGED', 'FAILED')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_on', 'timestamptz')
    .execute();
  await sql`CREATE INDEX email_outbox_pending_idx ON email_outbox (id) WHERE status = 'PENDING'`.execute(db);

  await db.schema
    .createTable('opportunity')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('issuer_id', 'uuid', (c) => c.notNull().references('issuer.id').onDelete('cascade'))
    .addColumn('name', sql`varchar(50)`, (c) => c.notNull())
    .addColumn('short_desc', sql`varchar(50)`, (c) => c.notNull().defaultTo(''))
    .addColumn('opportunity_type', 'text', (c) => c.notNull().check(sql`opportunity_type IN ('PRIMARY', 'SECONDARY')`))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type IN ('GENERAL', 'FUND', 'SPV')`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('size', sql`numeric(20,2)`, (c) => c.notNull().check(sql`size >= 1`))
    .addColumn('minimum', sql`numeric(20,2)`, (c) => c.notNull().check(sql`minimum >= 1`))
    .addColumn('pre', sql`numeric(20,2)`)
    .addColumn('post', sql`numeric(20,2)`)
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('opportunity_minimum_below_size', sql`minimum < size`)
    .addCheckConstraint(
      'opportunity_dates_ordered',
      sql`end_date IS NULL OR start_date IS NULL OR end_date > start_date`,
    )
    .execute();
  await sql`CREATE INDEX opportunity_fid_status_created_idx ON opportunity (fiduciary_id, status, created_on DESC, id DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'opportunity',
    'email_outbox',
    'audit_event',
    'login_attempt',
    'password_token',
    'refresh_token',
    'membership',
    'issuer',
    'investing_entity',
    'app_user',
    'fiduciary_host',
    'fiduciary',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
