import { type Kysely, sql } from 'kysely';

/**
 * Indexes of the investor opportunity list's filters and orderings (ADR 0007, plans in
 * BENCHMARKS.md). The list always filters on (fiduciary_id, status) and, for investors the mpid
 * rule keeps away from secondaries or who ask for is_primary, on opportunity_type; minimum, issuer
 * and structure ride along in the index so filtered pages and counts read the index alone.
 */
const INDEXES = [
  sql`CREATE INDEX opportunity_list_kind_idx ON opportunity
    (fiduciary_id, status, opportunity_type, created_on DESC, id DESC) INCLUDE (minimum, issuer_id, type)`,
  sql`CREATE INDEX opportunity_list_name_idx ON opportunity (fiduciary_id, status, name, id)`,
  sql`CREATE INDEX opportunity_list_minimum_idx ON opportunity (fiduciary_id, status, minimum, id)`,
  sql`CREATE INDEX opportunity_list_size_idx ON opportunity (fiduciary_id, status, size, id)`,
  sql`CREATE INDEX opportunity_list_end_date_idx ON opportunity (fiduciary_id, status, end_date, id)`,
  // Name filters are substring searches (ILIKE '%text%'): trigram indexes.
  sql`CREATE INDEX opportunity_name_trgm_idx ON opportunity USING gin (name gin_trgm_ops)`,
  sql`CREATE INDEX issuer_name_trgm_idx ON issuer USING gin (name gin_trgm_ops)`,
  sql`CREATE INDEX issuer_fid_market_idx ON issuer (fiduciary_id, market)`,
  sql`CREATE INDEX issuer_fid_stage_idx ON issuer (fiduciary_id, stage)`,
];

const NAMES = [
  'opportunity_list_kind_idx',
  'opportunity_list_name_idx',
  'opportunity_list_minimum_idx',
  'opportunity_list_size_idx',
  'opportunity_list_end_date_idx',
  'opportunity_name_trgm_idx',
  'issuer_name_trgm_idx',
  'issuer_fid_market_idx',
  'issuer_fid_stage_idx',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // A trusted extension: the database owner may create it.
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  for (const statement of INDEXES) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of NAMES) await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
}
