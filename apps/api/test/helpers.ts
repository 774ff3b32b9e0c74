import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { Session } from '@dl/contracts';
import { type BuildAppOptions, buildApp } from '#api/app.ts';
import { type Config, loadConfig } from '#api/config.ts';
import { createDb, type Db } from '#api/db/database.ts';
import { loadPlatformCertificate } from '#api/platform/platform-certificate.ts';
import { type FileStorage, localDiskStorage } from '#api/platform/storage.ts';
import { seedDemo } from '#api/seed/demo.ts';
import { DEMO_PASSWORD } from '#api/seed/demo-values.ts';
import { withDatabase } from './global-setup.ts';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: Config;
  jwtSecret: string;
  /** The app's file storage (local disk in the test's own data directory). */
  storage: FileStorage;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database cloned from the run's template, and the API built on it. Nothing is
 * mocked: requests go through Fastify's inject into the real handlers and the real PostgreSQL.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  appOptions: Pick<BuildAppOptions, 'listener' | 'loggerInstance'> = {},
): Promise<TestApp> {
  const serverUrl = inject('pgServerUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dl-api-data-'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  const db = createDb(url, 5);
  const jwtSecret = randomBytes(32).toString('hex');
  const storage = localDiskStorage(path.join(dataDir, 'files'));
  const app = await buildApp({ config, db, jwtSecret, storage, ...appOptions });
  await app.ready();
  return {
    app,
    db,
    config,
    jwtSecret,
    storage,
    async close() {
      await app.close();
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function withDemoData(t: TestApp): Promise<void> {
  await seedDemo(t.db, { storage: t.storage, certificate: () => loadPlatformCertificate(t.config.DATA_DIR) });
}

export async function login(t: TestApp, username: string, password = DEMO_PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/fid/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json() as Session;
}

export function bearer(access: string) {
  return { authorization: `Bearer ${access}` };
}
