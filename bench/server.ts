import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

function runNode(args: string[], env: NodeJS.ProcessEnv, stdio: 'inherit' | 'pipe'): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: repoRoot, env, stdio: ['ignore', stdio, stdio] });
}

/** With --profile the server writes a V8 CPU profile (open it in Chrome DevTools) when it stops. */
export const PROFILE_DIR = path.join(repoRoot, '.tmp/bench-profile');

/** Migrations, demo data and the large data set in the bench's own DATA_DIR (a no-op once done). */
export async function seedLarge(env: NodeJS.ProcessEnv): Promise<void> {
  const child = runNode(['apps/api/src/seed/cli-seed.ts', '--large'], env, 'inherit');
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the large seed failed (exit code ${code})`);
}

/** Starts the real server (`node --import tsx apps/api/src/server.ts`) and waits until it answers. */
export async function startServer(env: NodeJS.ProcessEnv, port: number, profile = false): Promise<RunningServer> {
  const args = [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []), 'apps/api/src/server.ts'];
  const child = runNode(args, { ...env, PORT: String(port), HOST: '127.0.0.1' }, 'pipe');
  // The tail of the server's output, shown if it fails to start.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited during start:\n${output}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`the server did not answer within 60 s:\n${output}`);
}

/**
 * The environment of a bench with its own data directory (`.tmp/<name>`) and embedded PostgreSQL on
 * a free port, demo data on, long-lived tokens, quiet logs.
 */
export function benchEnv(name: string, pgPort: number): { env: NodeJS.ProcessEnv; dataDir: string } {
  const dataDir = path.join(repoRoot, '.tmp', name);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'warn',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    DEMO_DATA: 'true',
  };
  delete env.DATABASE_URL;
  return { env, dataDir };
}
