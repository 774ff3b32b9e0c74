import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#api/app.ts';
import { createDb, type Db } from '#api/db/database.ts';
import { MembershipCache } from '#api/plugins/guards/membership-cache.ts';
import { ListenHub } from '#api/platform/listen-hub.ts';
import { createFiduciary, createUser } from './factories.ts';
import { bearer, buildTestApp, login, type TestApp } from './helpers.ts';
import { until as waitUntil } from './cache-probes.ts';

/**
 * The tenant guard's membership cache (ADR 0012): a change made by SQL, or through another API
 * process on the same database, reaches a process through PostgreSQL's notification within
 * milliseconds; without its listening connection a process reads memberships on every request.
 */
let t: TestApp;
let fid: string;
/** A second API process on the same database (its own pool, cache and listener). */
let other: { app: Awaited<ReturnType<typeof buildApp>>; db: Db };

const until = (check: () => Promise<boolean>, timeoutMs = 10_000) => waitUntil(check, timeoutMs);

beforeAll(async () => {
  // A lost listener stays down until the test reconnects it: the down state is not a race with a timer.
  t = await buildTestApp({}, { listener: { autoReconnect: false } });
  fid = (await createFiduciary(t.db)).id;
  const db = createDb(t.config.DATABASE_URL as string, 3);
  other = { db, app: await buildApp({ config: t.config, db, jwtSecret: t.jwtSecret, storage: t.storage }) };
  await other.app.ready();
  await Promise.all([t.app.platform.listener.untilListening(), other.app.platform.listener.untilListening()]);
});
afterAll(async () => {
  await other.app.close();
  await other.db.destroy();
  await t.close();
});

const profile = (app: TestApp['app'], access: string) =>
  app.inject({ url: `/api/v1/fid/${fid}/profile`, headers: bearer(access) });

async function member() {
  const u = await createUser(t.db, { memberships: [{ fiduciary_id: fid, role: 'fiduciary_investor', entity: true }] });
  return { id: u.id, access: (await login(t, u.email)).access };
}

describe('membership cache', () => {
  it('keeps a member between requests and drops them when a removal by SQL is notified', async () => {
    const u = await member();
    expect((await profile(t.app, u.access)).statusCode).toBe(200);
    const cache = t.app.platform.memberships;
    const before = cache.entryCount;
    expect((await profile(t.app, u.access)).statusCode).toBe(200);
    expect(cache.entryCount).toBe(before);
    expect(before).toBeGreaterThan(0);
    await t.db.deleteFrom('membership').where('user_id', '=', u.id).execute();
    // Dropped by the notification: well within the entry's 60 s life, however loaded the machine.
    await until(async () => (await profile(t.app, u.access)).statusCode === 404, 10_000);
  });

  it('answers from memory: without the trigger a removal by SQL would go unseen until the entry expires', async () => {
    const u = await member();
    expect((await profile(t.app, u.access)).statusCode).toBe(200);
    await sql`ALTER TABLE membership DISABLE TRIGGER membership_changed`.execute(t.db);
    try {
      await t.db.deleteFrom('membership').where('user_id', '=', u.id).execute();
      await new Promise((r) => setTimeout(r, 50));
      expect((await profile(t.app, u.access)).statusCode).toBe(200);
    } finally {
      await sql`ALTER TABLE membership ENABLE TRIGGER membership_changed`.execute(t.db);
    }
    // What the API itself changes it drops at once.
    t.app.platform.memberships.forgetUser(u.id);
    expect((await profile(t.app, u.access)).statusCode).toBe(404);
  });

  it('a removal made through one API process is seen by another on the same database', async () => {
    const u = await member();
    expect((await profile(t.app, u.access)).statusCode).toBe(200);
    expect((await profile(other.app, u.access)).statusCode).toBe(200);
    // Through the first process: its own pool, and its own cache dropped at once.
    await t.db.deleteFrom('membership').where('user_id', '=', u.id).execute();
    t.app.platform.memberships.forgetUser(u.id);
    expect((await profile(t.app, u.access)).statusCode).toBe(404);
    await until(async () => (await profile(other.app, u.access)).statusCode === 404, 10_000);
  });

  it('with the listener down, memberships are read on every request; back up, the cache starts empty', async () => {
    const u = await member();
    expect((await profile(t.app, u.access)).statusCode).toBe(200);
    const { listener, memberships: cache } = t.app.platform;
    expect(cache.entryCount).toBeGreaterThan(0);
    const down = listener.untilDown();
    await sql`SELECT pg_terminate_backend(${listener.backendPid})`.execute(t.db);
    await down;
    expect(cache.active).toBe(false);
    expect(cache.entryCount).toBe(0);
    // No notification can arrive now, and the listener stays down until reconnected.
    await t.db.deleteFrom('membership').where('user_id', '=', u.id).execute();
    expect((await profile(t.app, u.access)).statusCode).toBe(404);
    expect(cache.active).toBe(false);
    expect(cache.entryCount).toBe(0);
    // Back up: the memo starts empty and keeps members again.
    listener.reconnect();
    await listener.untilListening();
    expect(cache.entryCount).toBe(0);
    const back = await member();
    expect((await profile(t.app, back.access)).statusCode).toBe(200);
    expect(cache.entryCount).toBeGreaterThan(0);
  });
});

describe('MembershipCache bounds', () => {
  it('stores nothing without a listener, and evicts the oldest user when full', async () => {
    const u1 = await member();
    const u2 = await member();
    const idle = new MembershipCache(new ListenHub({ connectionString: undefined }));
    await idle.get(t.db, u1.id, fid);
    expect(idle.entryCount).toBe(0);

    const hub = new ListenHub({ connectionString: t.config.DATABASE_URL });
    const small = new MembershipCache(hub, { maxEntries: 1 });
    hub.start();
    await hub.untilListening();
    try {
      await small.get(t.db, u1.id, fid);
      expect(small.entryCount).toBe(1);
      await small.get(t.db, u2.id, fid);
      expect(small.entryCount).toBe(1);
      // A non-member is never stored: a membership added by SQL works on the next request.
      await small.get(t.db, u1.id, '00000000-0000-4000-8000-000000000000');
      expect(small.entryCount).toBe(1);
    } finally {
      small.detach();
      await hub.stop();
    }
  });
});
