import { type Kysely, sql } from 'kysely';

/**
 * Branding per tenant and per host (issue 18 point 3).
 * - `fiduciary_host.public_branding`: the host's override of its tenant's public branding document
 *   (defaults < tenant < host); empty means "as the tenant".
 * - `branding_image`: the uploaded files that are logos. Only these are served without a token
 *   (`GET public/branding-images/:id`), so the login page shows a logo before anyone logs in; every
 *   other stored file stays behind the tenant guard or a signed link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE fiduciary_host ADD COLUMN public_branding jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(db);
  await sql`CREATE TABLE branding_image (
    file_id uuid PRIMARY KEY REFERENCES stored_file (id) ON DELETE CASCADE,
    fiduciary_id uuid NOT NULL REFERENCES fiduciary (id),
    created_on timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX branding_image_fiduciary_idx ON branding_image (fiduciary_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS branding_image`.execute(db);
  await sql`ALTER TABLE fiduciary_host DROP COLUMN IF EXISTS public_branding`.execute(db);
}
