import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Runs one query on the run's server database: the embedded PostgreSQL of an e2e data directory
 * (secrets.json has its password, postmaster.pid its port). Several runs' directories may exist, so
 * each is tried until one answers rows; a spec's query names something only its own run made (a
 * unique address, a fresh tenant). Used for what no screen shows by design: the outbox's links
 * (without SMTP an e-mail is LOGGED, not sent) and an audit row altered behind the platform's back.
 */
export async function queryServerDb<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> {
  for (const dir of readdirSync(tmpdir()).filter((d) => d.startsWith('dl-e2e-'))) {
    const root = path.join(tmpdir(), dir);
    let client: pg.Client | null = null;
    try {
      const { db_password } = JSON.parse(readFileSync(path.join(root, 'secrets.json'), 'utf8'));
      const port = Number(readFileSync(path.join(root, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
      client = new pg.Client({
        host: '127.0.0.1',
        port,
        user: 'postgres',
        password: db_password,
        database: 'digital_locker',
      });
      await client.connect();
      const { rows } = await client.query<R>(text, values);
      if (rows.length > 0) return rows;
    } catch {
      // Another run's directory, or one being torn down.
    } finally {
      await client?.end().catch(() => undefined);
    }
  }
  return [];
}

/** The newest e-mail of a kind to an address, as the run's server stored it. */
export async function lastMailTo(email: string, kind: string): Promise<string> {
  const rows = await queryServerDb<{ body_text: string }>(
    'SELECT body_text FROM email_outbox WHERE to_address = $1 AND kind = $2 ORDER BY id DESC LIMIT 1',
    [email, kind],
  );
  if (!rows[0]) throw new Error(`no ${kind} e-mail to ${email}`);
  return rows[0].body_text;
}
