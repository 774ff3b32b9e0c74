import { type Kysely, sql } from 'kysely';

/**
 * Whether terms are in use (the terms list's `in_use`, and the refusal to delete them) asks for the
 * issued or ended securities under a terms id. Without this index each question walks every issued
 * security of the cap table; with it, only those under the terms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX cap_security_terms_idx ON cap_security (cap_table_id, terms_id, id)
    WHERE terms_id IS NOT NULL AND status <> 'draft'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS cap_security_terms_idx`.execute(db);
}
