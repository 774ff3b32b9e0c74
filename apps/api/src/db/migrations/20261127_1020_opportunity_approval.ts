import { type Kysely, sql } from 'kysely';

/**
 * The fiduciary's approval of an opportunity (issue 15 point 5; statuses in the domain's
 * opportunity-approval.ts): the decision beside the lifecycle, who took it, when and why (a
 * rejection's reason), and who made the opportunity (its editors), so that four eyes can keep an
 * editor from approving it. Existing rows, and new ones written without one, take the approval their
 * lifecycle implies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE opportunity
    ADD COLUMN approval_status text
      CHECK (approval_status IN ('NA', 'PENDING', 'APPROVED', 'REJECTED')),
    ADD COLUMN rejection_reason text,
    ADD COLUMN reviewed_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
    ADD COLUMN reviewed_on timestamptz`.execute(db);
  await sql`UPDATE opportunity SET approval_status = CASE status
      WHEN 'Pending Review' THEN 'PENDING'
      WHEN 'Published' THEN 'APPROVED'
      WHEN 'Closed' THEN 'APPROVED'
      ELSE 'NA' END`.execute(db);
  await sql`ALTER TABLE opportunity ALTER COLUMN approval_status SET NOT NULL`.execute(db);
  // A row written without an approval (any write path: seeds, fixtures, the issuers' portal) takes
  // the one its lifecycle implies (approvalOfLifecycle in the domain); NOT NULL is checked after.
  await sql`CREATE FUNCTION opportunity_approval_default() RETURNS trigger AS $$
    BEGIN
      IF NEW.approval_status IS NULL THEN
        NEW.approval_status := CASE NEW.status
          WHEN 'Pending Review' THEN 'PENDING'
          WHEN 'Published' THEN 'APPROVED'
          WHEN 'Closed' THEN 'APPROVED'
          ELSE 'NA' END;
      END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER opportunity_approval_default BEFORE INSERT ON opportunity
    FOR EACH ROW EXECUTE FUNCTION opportunity_approval_default()`.execute(db);
  // The queue: one tenant's opportunities by approval, newest change first.
  await sql`CREATE INDEX opportunity_approval_queue_idx ON opportunity
    (fiduciary_id, approval_status, modified_on DESC, id DESC)`.execute(db);

  // Users who created or changed an opportunity (any portal); first and last change.
  await db.schema
    .createTable('opportunity_editor')
    .addColumn('opportunity_id', 'uuid', (c) => c.notNull().references('opportunity.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('fiduciary_id', 'uuid', (c) => c.notNull().references('fiduciary.id').onDelete('cascade'))
    .addColumn('first_edited_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_edited_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('opportunity_editor_pk', ['opportunity_id', 'user_id'])
    .execute();

  // The access panel pages a tenant's entities by name and offers the tags they follow.
  await sql`CREATE INDEX investing_entity_access_list_idx ON investing_entity (fiduciary_id, name, id)`.execute(db);
  await sql`CREATE INDEX entity_tag_fid_tag_idx ON entity_tag (fiduciary_id, tag)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS entity_tag_fid_tag_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS investing_entity_access_list_idx`.execute(db);
  await db.schema.dropTable('opportunity_editor').ifExists().execute();
  await sql`DROP INDEX IF EXISTS opportunity_approval_queue_idx`.execute(db);
  await sql`DROP TRIGGER IF EXISTS opportunity_approval_default ON opportunity`.execute(db);
  await sql`DROP FUNCTION IF EXISTS opportunity_approval_default()`.execute(db);
  await sql`ALTER TABLE opportunity
    DROP COLUMN reviewed_on, DROP COLUMN reviewed_by, DROP COLUMN rejection_reason, DROP COLUMN approval_status`.execute(
    db,
  );
}
