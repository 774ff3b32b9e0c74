import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase, type DatabaseHandle } from './db/connect.ts';
import { createDb } from './db/database.ts';
import { latestOutbox } from './platform/email/outbox.ts';
import { loadSecrets } from './platform/secrets.ts';

const USAGE = `Usage: npm run mail:outbox [-- --to <address>] [--limit <n>]

Prints the newest e-mails of the outbox table (default 5), with their text and links. Without
SMTP_URL the platform sends no e-mail and never writes links to its log: this is how a demo or
development install reads its set-password, reset and invitation e-mails. Works while the server
runs (it joins the server's embedded database) and when it does not.`;

/** The embedded PostgreSQL the running server started under DATA_DIR/pg, if one runs (postmaster.pid). */
async function runningEmbedded(dataDir: string): Promise<DatabaseHandle | null> {
  let port: number;
  try {
    const lines = (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n');
    port = Number(lines[3]);
    process.kill(Number(lines[0]), 0);
  } catch {
    return null;
  }
  if (!Number.isInteger(port) || port <= 0) return null;
  const { db_password } = await loadSecrets(dataDir, {});
  const url = `postgres://postgres:${encodeURIComponent(db_password)}@127.0.0.1:${port}/digital_locker`;
  const db = createDb(url, 1);
  return { db, url, isEmbedded: true, close: () => db.destroy() };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, limit: { type: 'string', default: '5' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
    process.stderr.write(`--limit takes a whole number from 1 to 500.\n\n${USAGE}\n`);
    return 2;
  }
  const config = loadConfig(process.env);
  const handle =
    (!config.DATABASE_URL && (await runningEmbedded(config.DATA_DIR))) ||
    (await connectDatabase(config, () => undefined));
  try {
    const rows = await latestOutbox(handle.db, { to: values.to, limit });
    if (rows.length === 0) process.stdout.write('The outbox has no e-mail yet.\n');
    for (const row of rows.reverse()) {
      process.stdout.write(
        [
          `--- #${row.id}  ${new Date(row.created_on).toISOString()}  ${row.kind}  ${row.status}`,
          `To:      ${row.to_address}`,
          `Subject: ${row.subject}`,
          '',
          row.body_text,
          '',
        ].join('\n'),
      );
    }
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const usage = err instanceof ConfigError || (err as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n${usage ? `\n${USAGE}\n` : ''}`);
    process.exit(usage ? 2 : 1);
  },
);
