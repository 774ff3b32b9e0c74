import path from 'node:path';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DataDirInUseError, takeOverShutdownSignals } from './db/embedded.ts';
import { loadPlatformCertificate } from './platform/platform-certificate.ts';
import { loadSecrets } from './platform/secrets.ts';
import { localDiskStorage } from './platform/storage.ts';
import { partialMaxAgeMs, startLeftoverSweeps } from './platform/storage-leftovers.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-values.ts';
import { seedDemo } from './seed/demo.ts';

/** Starts the whole platform: database (embedded unless DATABASE_URL), migrations, demo data, API + web. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino(loggerOptions(config.LOG_LEVEL) as pino.LoggerOptions);
  const started = Date.now();
  const database = await connectDatabase(config, (line) => log.debug({ postgres: line.trim() }));
  const applied = await migrateToLatest(database.db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  const storage = localDiskStorage(path.join(config.DATA_DIR, 'files'));
  const certificate = () => loadPlatformCertificate(config.DATA_DIR);
  if (config.DEMO_DATA && (await seedDemo(database.db, { storage, certificate }))) log.info('demo data created');

  const secrets = await loadSecrets(config.DATA_DIR, { jwtSecret: config.JWT_SECRET });
  const app = await buildApp({
    config,
    db: database.db,
    jwtSecret: secrets.jwt_secret,
    storage,
    loggerInstance: log,
    databaseUrl: database.url,
  });
  // Seals signed documents, sends e-mail (and any other queued job); app.close() stops the workers.
  await app.jobs.start();
  // Partial files of uploads whose process died mid-stream: removed now, then every hour.
  const sweeps = startLeftoverSweeps({
    removeLeftovers: storage.removeLeftovers,
    maxAgeMs: partialMaxAgeMs(config.HTTP_REQUEST_TIMEOUT_MS),
    log,
  });

  takeOverShutdownSignals();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await sweeps.stop();
    await app.close().catch((err) => log.error({ err }, 'close failed'));
    await database.close();
    log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `http://localhost:${config.PORT}`;
  const lines = [
    `Digital Locker is running at ${url}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    `  database: ${database.isEmbedded ? `embedded PostgreSQL, data in ${config.DATA_DIR}/pg` : 'DATABASE_URL'}`,
    `  login:    ${url}/pages/login     API docs: ${url}/api/docs`,
  ];
  if (config.DEMO_DATA) {
    lines.push(`  demo logins (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) lines.push(`    ${u.email.padEnd(26)} ${u.role}`);
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    process.stderr.write(`\n${err.message}\n\n`);
  } else {
    process.stderr.write(
      `\nDigital Locker failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n\n`,
    );
  }
  process.exit(1);
});
