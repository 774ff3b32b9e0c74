import { CompiledQuery, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';

/** The PostgreSQL schema pg-boss keeps its queues and jobs in (installed by migration 20261126_1000). */
export const JOB_SCHEMA = 'pgboss';

/**
 * pg-boss's database port over a Kysely executor: given the database it uses the app's pool (no
 * second pool per process); given an open transaction, what pg-boss writes commits or rolls back
 * with the caller's change. That is how a job exists if and only if the change that asked for it
 * committed.
 */
// biome-ignore lint/suspicious/noExplicitAny: pg-boss's SQL runs on whatever schema the executor is typed with
export function bossDb(executor: Kysely<any>): PgBoss.Db {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: pg-boss passes untyped parameters and reads untyped rows
    async executeSql(text: string, values?: any[]): Promise<{ rows: any[] }> {
      // pg-boss's maintenance and schema plans are whole `BEGIN; ...; COMMIT;` scripts. One that fails
      // midway would hand its connection back to the pool inside an aborted transaction.
      if (!executor.isTransaction && /^\s*BEGIN\b/i.test(text)) {
        return executor.connection().execute(async (conn) => {
          try {
            const result = await conn.executeQuery(CompiledQuery.raw(text, values ?? []));
            return { rows: [...result.rows] };
          } catch (err) {
            await conn.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => undefined);
            throw err;
          }
        });
      }
      const result = await executor.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}
