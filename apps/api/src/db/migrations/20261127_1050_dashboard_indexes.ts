import { type Kysely, sql } from 'kysely';

/**
 * The fund-admin dashboard's aggregates read one tenant's rows through these indexes only (issue 15
 * point 2, benchmark: stats within 100 ms on 10,000 investors and 100,000 investments). Invitations,
 * investments and opportunities by status already have theirs.
 */
const INDEXES = [
  sql`CREATE INDEX capital_call_fid_idx ON capital_call (fiduciary_id) INCLUDE (amount)`,
  // After 20261127_1040, which records partial receipts (received_amount).
  sql`CREATE INDEX payment_call_fid_idx ON payment (fiduciary_id) INCLUDE (status, amount, received_amount)
    WHERE capital_call_id IS NOT NULL`,
  sql`CREATE INDEX qna_item_unanswered_idx ON qna_item (fiduciary_id) WHERE deleted_on IS NULL AND NOT has_response`,
  sql`CREATE INDEX entity_address_fid_idx ON entity_address (fiduciary_id, entity_id)`,
];
const NAMES = ['capital_call_fid_idx', 'payment_call_fid_idx', 'qna_item_unanswered_idx', 'entity_address_fid_idx'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of INDEXES) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of NAMES) await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
}
