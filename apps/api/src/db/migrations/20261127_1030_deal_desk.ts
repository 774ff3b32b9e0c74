import { type Kysely, sql } from 'kysely';

/**
 * The fund-admin deals list (issue 15 point 6, benchmark: p99 <= 50 ms on 100,000 investments): every
 * investment of the tenant, newest first, optionally of one status; pages and counts read these
 * indexes. The investor search (a substring of the entity's name) uses the entity name's trigram index
 * of 20261127_1010_investor_directory.
 */
const INDEXES = [
  sql`CREATE INDEX investment_fid_created_idx ON investment (fiduciary_id, created_on DESC, id DESC)`,
  sql`CREATE INDEX investment_fid_status_created_idx ON investment (fiduciary_id, status, created_on DESC, id DESC)`,
];
const NAMES = ['investment_fid_created_idx', 'investment_fid_status_created_idx'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of INDEXES) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of NAMES) await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
}
