import { type Kysely, sql } from 'kysely';

/**
 * The issuer portal (issue 16, ADR 0030):
 * - `issuer.requires_internal_approval`: the company's opportunities go to its own
 *   issuer_opportunity_approver before the fiduciary's queue; `issuer.modified_on`: its last change;
 * - `opportunity.issuer_review` (domain ISSUER_REVIEWS) with the internal decision's reason, who
 *   took it and when (the fiduciary's decision keeps its own columns);
 * - the owner-side list: one tenant's opportunities of the caller's companies, newest change first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE issuer
    ADD COLUMN requires_internal_approval boolean NOT NULL DEFAULT false,
    ADD COLUMN modified_on timestamptz NOT NULL DEFAULT now()`.execute(db);
  await sql`ALTER TABLE opportunity
    ADD COLUMN issuer_review text NOT NULL DEFAULT 'NONE'
      CHECK (issuer_review IN ('NONE', 'PENDING', 'APPROVED', 'REJECTED')),
    ADD COLUMN issuer_review_reason text,
    ADD COLUMN issuer_reviewed_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
    ADD COLUMN issuer_reviewed_on timestamptz`.execute(db);
  await sql`CREATE INDEX opportunity_owner_list_idx ON opportunity
    (fiduciary_id, issuer_id, modified_on DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS opportunity_owner_list_idx`.execute(db);
  await sql`ALTER TABLE opportunity
    DROP COLUMN issuer_reviewed_on, DROP COLUMN issuer_reviewed_by, DROP COLUMN issuer_review_reason,
    DROP COLUMN issuer_review`.execute(db);
  await sql`ALTER TABLE issuer DROP COLUMN modified_on, DROP COLUMN requires_internal_approval`.execute(db);
}
