import { type Kysely, sql } from 'kysely';

/**
 * The issuer's side of investor interest (issue 16 points 5 and 6, ADR 0030):
 * - `nda.decline_reason` and `nda.declined_by`: the issuer signatory's decline (NDA_DECLINED) with
 *   the reason the investor is told;
 * - `qna_item.published_on` and `published_by`: a question and its answer published to every
 *   investor of the opportunity, the asker's name removed; the partial index finds an opportunity's
 *   published items for the investors' list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE nda
    ADD COLUMN decline_reason text,
    ADD COLUMN declined_by uuid REFERENCES app_user (id) ON DELETE SET NULL`.execute(db);
  await sql`ALTER TABLE qna_item
    ADD COLUMN published_on timestamptz,
    ADD COLUMN published_by uuid REFERENCES app_user (id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX qna_item_published_idx ON qna_item (fiduciary_id, opportunity_id)
    WHERE published_on IS NOT NULL AND deleted_on IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS qna_item_published_idx`.execute(db);
  await sql`ALTER TABLE qna_item DROP COLUMN published_by, DROP COLUMN published_on`.execute(db);
  await sql`ALTER TABLE nda DROP COLUMN declined_by, DROP COLUMN decline_reason`.execute(db);
}
