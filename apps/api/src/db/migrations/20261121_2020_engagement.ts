import { type Kysely, sql } from 'kysely';

/**
 * Engagement (issue 6 points 6 and 7, ADR 0019): meeting requests between an investor entity and an
 * opportunity's issuer, the fiduciary's events and resources, and service requests with comments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meeting_request')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('opportunity_id', 'uuid', (c) => c.notNull().references('opportunity.id').onDelete('cascade'))
    .addColumn('entity_id', 'uuid', (c) => c.notNull().references('investing_entity.id').onDelete('cascade'))
    .addColumn('requested_by', 'uuid', (c) => c.notNull().references('app_user.id'))
    .addColumn('proposed_times', sql`timestamptz[]`, (c) =>
      c.notNull().check(sql`cardinality(proposed_times) BETWEEN 1 AND 3`),
    )
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().check(sql`duration_minutes BETWEEN 15 AND 480`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('REQUESTED').check(sql`status IN ('REQUESTED', 'ACCEPTED', 'DECLINED', 'CANCELLED')`),
    )
    .addColumn('accepted_time', 'timestamptz')
    .addColumn('decline_reason', 'text')
    .addColumn('responded_by', 'uuid', (c) => c.references('app_user.id'))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('meeting_request_accepted', sql`status <> 'ACCEPTED' OR accepted_time IS NOT NULL`)
    .execute();
  await sql`CREATE INDEX meeting_request_entity_idx ON meeting_request (fiduciary_id, entity_id, created_on DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX meeting_request_opportunity_idx ON meeting_request (opportunity_id, created_on DESC)`.execute(
    db,
  );

  await db.schema
    .createTable('event')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_on', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_on', 'timestamptz', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('url', 'text')
    .addColumn('opportunity_id', 'uuid', (c) => c.references('opportunity.id').onDelete('set null'))
    .addColumn('created_by', 'uuid', (c) => c.references('app_user.id'))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('event_times', sql`ends_on > starts_on`)
    .addCheckConstraint('event_place', sql`location IS NOT NULL OR url IS NOT NULL`)
    .execute();
  await sql`CREATE INDEX event_starts_idx ON event (fiduciary_id, starts_on, id)`.execute(db);

  await db.schema
    .createTable('resource')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('DOCUMENT', 'LINK')`))
    .addColumn('file_id', 'uuid', (c) => c.references('stored_file.id').onDelete('restrict'))
    .addColumn('url', 'text')
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('General'))
    .addColumn('created_by', 'uuid', (c) => c.references('app_user.id'))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'resource_target',
      sql`(kind = 'DOCUMENT' AND file_id IS NOT NULL AND url IS NULL) OR (kind = 'LINK' AND url IS NOT NULL AND file_id IS NULL)`,
    )
    .execute();
  await sql`CREATE INDEX resource_list_idx ON resource (fiduciary_id, created_on DESC, id DESC)`.execute(db);

  await db.schema
    .createTable('service_request')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('entity_id', 'uuid', (c) => c.notNull().references('investing_entity.id').onDelete('cascade'))
    .addColumn('requested_by', 'uuid', (c) => c.notNull().references('app_user.id'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('OPEN').check(sql`status IN ('OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED')`),
    )
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX service_request_entity_idx ON service_request (fiduciary_id, entity_id, modified_on DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX service_request_status_idx ON service_request (fiduciary_id, status, modified_on DESC)`.execute(
    db,
  );

  await db.schema
    .createTable('service_request_comment')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('request_id', 'uuid', (c) => c.notNull().references('service_request.id').onDelete('cascade'))
    .addColumn('author_id', 'uuid', (c) => c.notNull().references('app_user.id'))
    .addColumn('author_type', 'text', (c) => c.notNull().check(sql`author_type IN ('INVESTOR', 'FIDUCIARY')`))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX service_request_comment_idx ON service_request_comment (request_id, created_on, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('service_request_comment').execute();
  await db.schema.dropTable('service_request').execute();
  await db.schema.dropTable('resource').execute();
  await db.schema.dropTable('event').execute();
  await db.schema.dropTable('meeting_request').execute();
}
