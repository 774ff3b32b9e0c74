import { createHash } from 'node:crypto';
import type { Compilable } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * Runs a hot query as a named prepared statement, so each pooled connection parses and plans it
 * once (planning costs more than a 10-row page by primary key). `pg` takes a query config
 * `{ name, text }` in place of the SQL string and Kysely passes it through untouched. Only for
 * queries of a fixed shape (arrays bound as one parameter), so the names stay few.
 */
export async function executePrepared<R>(db: Executor, query: Compilable<R>): Promise<R[]> {
  const compiled = query.compile();
  const text = compiled.sql;
  const name = `portfolio_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  const config = { name, text, toString: () => text };
  const result = await db.executeQuery<R>({ ...compiled, sql: config as unknown as string });
  return result.rows;
}
