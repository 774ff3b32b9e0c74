import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/** Round-trips the cheapest query, so the health check sees whether PostgreSQL answers. */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
