import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '#api/db/embedded.ts';
import { migrateToLatest } from '#api/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the server the tests use; each test file makes its own database on it. */
    pgServerUrl: string;
    templateDb: string;
  }
}

const TEMPLATE = 'dl_test_template';

/**
 * One PostgreSQL for the whole API test run: the embedded one on a fresh directory and free port, or
 * the server of DATABASE_URL. The migrations run once into a template database; every test file
 * clones it (CREATE DATABASE ... TEMPLATE), which takes milliseconds and isolates files completely.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dir: string | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    dir = await mkdtemp(path.join(os.tmpdir(), 'dl-api-test-'));
    embedded = await startEmbeddedPostgres({ pgDir: path.join(dir, 'pg'), password: 'test-password' });
    serverUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  const templateUrl = withDatabase(serverUrl, TEMPLATE);
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: templateUrl, max: 2 }) }),
  });
  await migrateToLatest(db);
  await db.destroy();

  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDb', TEMPLATE);

  return async () => {
    await embedded?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
