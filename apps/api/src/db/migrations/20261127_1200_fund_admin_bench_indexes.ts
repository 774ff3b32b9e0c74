import { type Kysely, sql } from 'kysely';

/**
 * The fund-admin deals list filtered by opportunity (issue 15 benchmark). Without this index the page
 * walks the tenant's investments newest first (investment_fid_created_idx) and drops those of other
 * opportunities: cheap for an opportunity with recent deals, but an opportunity whose deals are older
 * than most of the tenant's (a closed fund, the one a capital call is made on) reads nearly every
 * investment of the tenant for one page. With it, page and count read that opportunity's entries only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX investment_fid_opportunity_created_idx
    ON investment (fiduciary_id, opportunity_id, created_on DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS investment_fid_opportunity_created_idx`.execute(db);
}
