import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#api/app.ts';
import { createDb, type Db } from '#api/db/database.ts';
import { type Caller, loginAs } from './documents-fixtures.ts';
import { buildTestApp, type TestApp, withDemoData } from './helpers.ts';
import { openSocket, payloadOf, ticketFor } from './realtime-fixtures.ts';

/**
 * Acceptance "two processes": an event committed through one API reaches a socket held by another
 * API on the same PostgreSQL, through LISTEN/NOTIFY (each API has its own listening connection).
 */
let t: TestApp;
let secondDb: Db;
let second: Awaited<ReturnType<typeof buildApp>>;
let child: ChildProcess | undefined;
let childPort = 0;
let investor: Caller;
let fidAdmin: Caller;
let provider: Caller;

const repoRoot = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHealth(port: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the second API process did not start');
}

beforeAll(async () => {
  t = await buildTestApp();
  await withDemoData(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  investor = await loginAs(t, 'investor@demo.test');
  fidAdmin = await loginAs(t, 'fid-admin@demo.test');
  provider = await loginAs(t, 'provider@demo.test');
  // Process 2 in this process: its own pool and its own listening connection.
  secondDb = createDb(t.config.DATABASE_URL as string, 3);
  second = await buildApp({ config: t.config, db: secondDb, jwtSecret: t.jwtSecret, storage: t.storage });
  await second.listen({ port: 0, host: '127.0.0.1' });
  // And a real second process: the server entry point on the same database.
  childPort = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: t.config.DATABASE_URL,
      PORT: String(childPort),
      HOST: '127.0.0.1',
      JWT_SECRET: t.jwtSecret,
      DEMO_DATA: 'false',
      DATA_DIR: t.config.DATA_DIR,
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  // Compiling the server takes a while on a loaded machine: the bound only turns a hang into an error.
  await waitForHealth(childPort, 90_000);
}, 120_000);

afterAll(async () => {
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await second?.close();
  await secondDb?.destroy();
  await t.close();
}, 60_000);

const portOf = (app: { server: { address(): unknown } }) => (app.server.address() as { port: number }).port;

describe('two API processes on one PostgreSQL', { timeout: 60_000 }, () => {
  it('an event committed through app 1 reaches a socket of app 2 (same test process, two listeners)', async () => {
    const socket = await openSocket(portOf(second), investor.fid, await ticketFor(t, investor));
    expect(payloadOf(await socket.next()).data.status).toBe('connected');
    const inv = await t.db
      .selectFrom('investment')
      .select('id')
      .where('status', '=', 'DEAL_PENDING_REVIEW')
      .where('entity_id', '=', investor.entityId as string)
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/fid/${fidAdmin.fid}/fid-admin/investments/${inv.id}/approve`,
      headers: fidAdmin.headers,
    });
    expect(res.statusCode).toBe(200);
    const frame = payloadOf(await socket.next());
    expect(frame).toMatchObject({ event: 'notification', data: { navigate_to: 'Transaction', resource_id: inv.id } });
    socket.close();
  });

  it('a system notification published through app 1 reaches a socket of a real second process', async () => {
    const ticket = await ticketFor(t, investor);
    const socket = await openSocket(childPort, investor.fid, ticket);
    expect(payloadOf(await socket.next()).data.status).toBe('connected');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/system-notifications',
      headers: provider.headers,
      payload: {
        title: 'Across processes',
        kind: 'Announcement',
        severity: 'Severity 2',
        message_details: { details: 'Delivered through LISTEN/NOTIFY.' },
      },
    });
    expect(res.statusCode).toBe(201);
    const frame = payloadOf(await socket.next());
    expect(frame).toMatchObject({ event: 'system_notification', data: { text: 'Across processes' } });
    // The ticket was spent in process 2: process 1 refuses it too.
    await expect(openSocket(portOf(t.app), investor.fid, ticket)).rejects.toThrow();
    socket.close();
  });
});
