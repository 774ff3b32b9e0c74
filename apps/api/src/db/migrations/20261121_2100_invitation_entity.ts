import { type Kysely, sql } from 'kysely';

/**
 * An invitation follows its person's KYC response as it is saved (ADR 0023): every form save looks
 * for the entity's waiting invitation, so the lookup is indexed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX invitation_entity_idx ON invitation (fiduciary_id, entity_id)
    WHERE entity_id IS NOT NULL AND status IN (2, 3)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX invitation_entity_idx`.execute(db);
}
