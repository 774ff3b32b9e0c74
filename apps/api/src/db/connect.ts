import path from 'node:path';
import type { Config } from '../config.ts';
import { loadSecrets } from '../platform/secrets.ts';
import { createDb, type Db } from './database.ts';
import { startEmbeddedPostgres } from './embedded.ts';

export interface DatabaseHandle {
  db: Db;
  url: string;
  isEmbedded: boolean;
  close(): Promise<void>;
}

/**
 * With DATABASE_URL, uses that server; otherwise starts the embedded PostgreSQL under DATA_DIR/pg.
 * close() ends the pool and, when embedded, stops the server.
 */
export async function connectDatabase(config: Config, log: (line: string) => void): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const db = createDb(config.DATABASE_URL, 20, (err) => log(`idle database client error: ${err.message}`));
    return { db, url: config.DATABASE_URL, isEmbedded: false, close: () => db.destroy() };
  }
  const secrets = await loadSecrets(config.DATA_DIR, {});
  const embedded = await startEmbeddedPostgres({
    pgDir: path.join(config.DATA_DIR, 'pg'),
    port: config.EMBEDDED_PG_PORT,
    password: secrets.db_password,
    log,
  });
  const db = createDb(embedded.url, 20, (err) => log(`idle database client error: ${err.message}`));
  return {
    db,
    url: embedded.url,
    isEmbedded: true,
    close: async () => {
      await db.destroy();
      await embedded.stop();
    },
  };
}
