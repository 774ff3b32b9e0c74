import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.ts';
import { connectDatabase } from '../apps/api/src/db/connect.ts';
import type { Db } from '../apps/api/src/db/database.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import { loadPlatformCertificate } from '../apps/api/src/platform/platform-certificate.ts';
import { localDiskStorage } from '../apps/api/src/platform/storage.ts';
import { seedDemo } from '../apps/api/src/seed/demo.ts';

/**
 * A bench's database: the data directory emptied unless `keep`, migrated, the demo data seeded (a
 * no-op once there), then `more` adds the bench's own rows; the connection is closed after.
 */
export async function withDemoDatabase<T>(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  keep: boolean,
  more: (db: Db) => Promise<T>,
): Promise<T> {
  if (!keep) await rm(dataDir, { recursive: true, force: true });
  const config = loadConfig(env);
  const handle = await connectDatabase(config, () => undefined);
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db, {
      storage: localDiskStorage(path.join(config.DATA_DIR, 'files')),
      certificate: () => loadPlatformCertificate(config.DATA_DIR),
    });
    return await more(handle.db);
  } finally {
    await handle.close();
  }
}
