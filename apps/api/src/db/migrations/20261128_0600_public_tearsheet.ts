import { type Kysely, sql } from 'kysely';

/**
 * Spec 2 public tearsheet (issue 14 point 3): the issuer marks an opportunity's tearsheet public, and
 * then anyone may read its one-page summary at /digital-roadshow/pages/tearsheet/{id} while the
 * opportunity is in a status investors see (ADR 0033). Private unless marked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE opportunity ADD COLUMN tearsheet_public boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE opportunity DROP COLUMN IF EXISTS tearsheet_public`.execute(db);
}
