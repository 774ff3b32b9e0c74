import { createHash } from 'node:crypto';
import type { Compilable } from 'kysely';
import type { Executor } from '../db/database.ts';

/** Statement names by SQL text (the hot lists' query shapes: a few dozen filter combinations). */
const names = new Map<string, string>();
const MAX_NAMES = 1000;

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

/**
 * Runs a hot list query (opportunities, portfolio and investments pages) as a named prepared
 * statement: each pooled connection parses it once and PostgreSQL may keep a generic plan, so a page
 * request skips parsing and planning (planning cost more than running the page query, BENCHMARKS.md).
 * Only for queries of a fixed shape (arrays bound as one parameter), so the names stay few. `pg` takes a query config `{ name, text }` in
 * place of the SQL string; Kysely hands its `sql` to `pg` untouched, so the config rides in it.
 */
export async function executePrepared<R>(db: Executor, query: Compilable<R>): Promise<R[]> {
  const compiled = query.compile();
  const text = compiled.sql;
  const config = { name: nameOf(text), text, toString: () => text };
  const result = await db.executeQuery<R>({ ...compiled, sql: config as unknown as string });
  return result.rows;
}
