import { type Kysely, sql } from 'kysely';

/**
 * Open Cap Format objects the cap table has no table of its own for (issue 17 point 7): vesting terms
 * other than the product's time-based schedules, stock legend templates, 409A valuations, financings
 * and documents of an imported package. Kept as they came (the body is the OCF object) so an export
 * gives them back; paged by (cap_table_id, object_type, id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE cap_ocf_object (
    cap_table_id uuid NOT NULL REFERENCES cap_table (id) ON DELETE CASCADE,
    object_type text NOT NULL,
    id text NOT NULL,
    body jsonb NOT NULL,
    created_on timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (cap_table_id, object_type, id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS cap_ocf_object`.execute(db);
}
