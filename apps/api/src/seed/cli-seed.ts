import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { DataDirInUseError } from '../db/embedded.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadPlatformCertificate } from '../platform/platform-certificate.ts';
import { localDiskStorage } from '../platform/storage.ts';
import { seedDemo } from './demo.ts';
import { LARGE_INVESTOR_DOMAIN, seedLarge } from './large.ts';

/**
 * `npm run db:seed [-- --large]`: migrations, the demo data, and with --large the volume data.
 * Every step is idempotent, so running it again changes nothing.
 */
async function main(): Promise<void> {
  const large = process.argv.slice(2).includes('--large');
  const config = loadConfig(process.env);
  const started = Date.now();
  const handle = await connectDatabase(config, () => undefined);
  const say = (line: string) => process.stdout.write(`${line}  (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  try {
    say(`Database ready (${handle.isEmbedded ? `embedded, data in ${config.DATA_DIR}/pg` : 'DATABASE_URL'})`);
    const applied = await migrateToLatest(handle.db);
    say(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: up to date');
    const demo = {
      storage: localDiskStorage(path.join(config.DATA_DIR, 'files')),
      certificate: () => loadPlatformCertificate(config.DATA_DIR),
    };
    say((await seedDemo(handle.db, demo)) ? 'Demo data created' : 'Demo data: already present');
    if (large) {
      const result = await seedLarge(handle.db);
      say(
        result.created
          ? `Large data created: ${result.opportunities} opportunities, ${result.investors} investors ` +
              `(investor-00001@${LARGE_INVESTOR_DOMAIN} ...)`
          : 'Large data: already present',
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof DataDirInUseError;
  const text = err instanceof Error ? (known ? err.message : (err.stack ?? err.message)) : String(err);
  process.stderr.write(`\n${text}\n\n`);
  process.exitCode = 1;
});
