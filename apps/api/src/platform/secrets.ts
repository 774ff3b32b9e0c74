import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Secrets {
  jwt_secret: string;
  /** Password of the embedded PostgreSQL superuser (unused with DATABASE_URL). */
  db_password: string;
}

/**
 * Secrets given by the environment win; otherwise they are generated once and kept under DATA_DIR
 * (mode 0600), so that restarts keep sessions valid and nothing secret is ever committed.
 */
export async function loadSecrets(dataDir: string, fromEnv: { jwtSecret?: string | undefined }): Promise<Secrets> {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<Secrets>;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secrets: Secrets = {
    jwt_secret: stored.jwt_secret && stored.jwt_secret.length >= 32 ? stored.jwt_secret : randomSecret(),
    db_password: stored.db_password || randomSecret(),
  };
  if (secrets.jwt_secret !== stored.jwt_secret || secrets.db_password !== stored.db_password) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(secrets), { mode: 0o600, flag: 'w' });
  }
  return fromEnv.jwtSecret ? { ...secrets, jwt_secret: fromEnv.jwtSecret } : secrets;
}

function randomSecret(): string {
  return randomBytes(36).toString('base64url');
}
