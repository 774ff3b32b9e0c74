import { type Kysely, sql } from 'kysely';

/**
 * The issuer's documents (issue 16 point 4, ADR 0030):
 * - `document_version`: every file a document has had, the document pointing at the latest
 *   (`document.file_id`); replacing a file keeps the old one. A document uploaded before this table
 *   (the seed's) has no rows: its current file counts as version 1 until it is replaced.
 * - `document.signature_area`: where the signer's mark goes on a template without form fields
 *   ({page, x, y, width, height} in PDF points); null: the default bottom right of the last page.
 * - the category suggestions read one company's data-room paths through its opportunities
 *   (opportunity_owner_list_idx) and document_opportunity_idx.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE document ADD COLUMN signature_area jsonb`.execute(db);
  await sql`CREATE TABLE document_version (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    fiduciary_id uuid NOT NULL REFERENCES fiduciary (id) ON DELETE CASCADE,
    document_id uuid NOT NULL REFERENCES document (id) ON DELETE CASCADE,
    file_id uuid NOT NULL REFERENCES stored_file (id) ON DELETE RESTRICT,
    version integer NOT NULL CHECK (version >= 1),
    uploaded_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
    created_on timestamptz NOT NULL DEFAULT now(),
    UNIQUE (document_id, version)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS document_version`.execute(db);
  await sql`ALTER TABLE document DROP COLUMN IF EXISTS signature_area`.execute(db);
}
