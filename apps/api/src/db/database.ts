import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** A repository accepts either the database or an open transaction. */
export type Executor = Db | Trx;

// DATE columns stay 'YYYY-MM-DD' strings: no time-zone shifts on calendar dates.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
// bigint ids and counts stay strings unless a query casts them.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

export function createDb(connectionString: string, poolSize = 20, onIdleError?: (err: Error) => void): Db {
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle client can lose its server (restart, shutdown); the pool replaces it. Unhandled, the
  // 'error' event would end the process.
  pool.on('error', (err) => onIdleError?.(err));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
