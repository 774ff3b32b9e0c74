import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { profileSchema, sessionSchema } from '@dl/contracts';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const children: ChildProcess[] = [];

function launch(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, detached: true, stdio: 'pipe' });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // 'close' comes after the output streams ended: all of the output is there.
  const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  /** Resolves once the output contains `text` (the server writes it after it listens). */
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        child.stdout?.off('data', check);
        resolve();
      };
      child.stdout?.on('data', check);
      check();
      void closed.then(() => reject(new Error(`exited without printing ${text}: ${output}`)));
    });
  return { child, exited, closed, printed, output: () => output };
}

/** Polls the health route until it answers; the bound is only there to fail with a clear message. */
async function waitHealthy(port: number, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not healthy on port ${port} after ${timeoutMs} ms`);
}

/** Stops a whole process group (npm, its shell and the server) the way a terminal's Ctrl-C would. */
async function stop(run: ReturnType<typeof launch>): Promise<void> {
  if (run.child.pid) process.kill(-run.child.pid, 'SIGTERM');
  await run.exited;
}

/** PostgreSQL removes postmaster.pid as its last step of a clean shutdown (which may end after the server's). */
async function pgStillRunning(dataDir: string, waitMs = 60_000): Promise<boolean> {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  const started = Date.now();
  while (existsSync(pidFile) && Date.now() - started < waitMs) await new Promise((r) => setTimeout(r, 200));
  return existsSync(pidFile);
}

afterAll(() => {
  for (const c of children) {
    if (c.exitCode !== null || c.signalCode !== null || !c.pid) continue;
    try {
      process.kill(-c.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

describe('npm start on an empty data directory', () => {
  it('serves web and API on one port, refuses a second instance, stops its database and keeps data', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dl-start-'));
    await chmod(dataDir, 0o755);
    try {
      const port = await getPort();
      // NODE_ENV as a user's shell has it: the test runner's 'test' would make a development build.
      const env = { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production' };
      const first = launch('npm', ['start'], env);
      // A web build, a new database and the demo data: how long they take is for the benchmarks.
      await waitHealthy(port, 150_000);
      await first.printed('investor@demo.test');

      const page = await fetch(`http://127.0.0.1:${port}/pages/login`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('/digital-locker/assets/');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      const home = await fetch(`http://127.0.0.1:${port}/digital-locker/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toContain('text/html');
      const missingAsset = await fetch(`http://127.0.0.1:${port}/digital-locker/assets/missing-chunk.js`);
      expect(missingAsset.status).toBe(404);

      const login = await fetch(`http://127.0.0.1:${port}/api/v1/fid/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'investor@demo.test', password: 'Demo!2345' }),
      });
      const session = sessionSchema.parse(await login.json());
      expect(login.status).toBe(200);
      const fid = session.permissions[0]?.fiduciary.id;
      const auth = { authorization: `Bearer ${session.access}`, 'content-type': 'application/json' };
      const patched = await fetch(`http://127.0.0.1:${port}/api/v1/fid/${fid}/profile`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ last_name: 'Persisted' }),
      });
      expect(patched.status).toBe(200);

      const second = launch('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
        ...env,
        PORT: String(await getPort()),
      });
      expect(await second.closed).toBe(1);
      expect(second.output()).toContain('is already in use by another running instance');

      await stop(first);
      expect(await pgStillRunning(dataDir)).toBe(false);

      const again = launch('node', ['--import', 'tsx', 'apps/api/src/server.ts'], env);
      await waitHealthy(port, 60_000);
      const profile = await fetch(`http://127.0.0.1:${port}/api/v1/fid/${fid}/profile`, { headers: auth });
      expect(profileSchema.parse(await profile.json()).last_name).toBe('Persisted');
      await stop(again);
      expect(await pgStillRunning(dataDir)).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 420_000);
});
