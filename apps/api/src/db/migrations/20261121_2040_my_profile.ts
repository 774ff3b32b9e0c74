import { type Kysely, sql } from 'kysely';

/**
 * My profile (issue 7, ADR 0022): an entity's own details beside `investing_entity` (business type,
 * who created it), its addresses (HOME, OFFICE) and phones (HOME, OFFICE, CELL), one of each type,
 * and the certificates a user uploads (accreditation and the like). Every row carries fiduciary_id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('entity_profile')
    .addColumn('entity_id', 'uuid', (c) => c.primaryKey().references('investing_entity.id').onDelete('cascade'))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('business_type', 'text', (c) =>
      c.check(sql`business_type IN ('corporation', 'LLC', 'partnership', 'individual', 'nonprofit', 'foreigncorp')`),
    )
    .addColumn('created_by', 'uuid', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('entity_address')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('entity_id', 'uuid', (c) => c.notNull().references('investing_entity.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type IN ('HOME', 'OFFICE')`))
    .addColumn('line1', 'text', (c) => c.notNull())
    .addColumn('line2', 'text')
    .addColumn('line3', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text')
    .addColumn('postal', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addUniqueConstraint('entity_address_type_key', ['entity_id', 'type'])
    .execute();

  await db.schema
    .createTable('entity_phone')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('entity_id', 'uuid', (c) => c.notNull().references('investing_entity.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type IN ('HOME', 'OFFICE', 'CELL')`))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addUniqueConstraint('entity_phone_type_key', ['entity_id', 'type'])
    .execute();

  await db.schema
    .createTable('certificate')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('entity_id', 'uuid', (c) => c.references('investing_entity.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('issuer_name', 'text', (c) => c.notNull())
    .addColumn('issued_on', 'date', (c) => c.notNull())
    .addColumn('expires_on', 'date')
    .addColumn('file_id', 'uuid', (c) => c.notNull().references('stored_file.id'))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('certificate_user_idx')
    .on('certificate')
    .columns(['fiduciary_id', 'user_id', 'created_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificate').ifExists().execute();
  await db.schema.dropTable('entity_phone').ifExists().execute();
  await db.schema.dropTable('entity_address').ifExists().execute();
  await db.schema.dropTable('entity_profile').ifExists().execute();
}
