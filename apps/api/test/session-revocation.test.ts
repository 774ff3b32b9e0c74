import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@dl/contracts';
import { buildApp } from '#api/app.ts';
import { createDb, type Db } from '#api/db/database.ts';
import { SESSION_ENDED_CLOSE } from '#api/modules/realtime/session-closer.ts';
import { until } from './cache-probes.ts';
import { createFiduciary, createUser } from './factories.ts';
import { bearer, buildTestApp, login, type TestApp } from './helpers.ts';
import { openSocket, payloadOf, portOf } from './realtime-fixtures.ts';

/**
 * Issue 13 point 5 (ASVS 5.0 V7.4.1, ADR 0001): an access token names its session (`sid`, the
 * refresh-token family); once the session ends (logout, revoked in Settings, password reset or
 * change, refresh-token reuse) every access token of it answers 401 on the next request, on this
 * process at once and on every other process as soon as PostgreSQL's notification arrives. Before,
 * the token kept working until it expired, up to 15 minutes later.
 */
let t: TestApp;
let fid: string;
/** A second API process on the same database (its own pool, session memo and listener). */
let other: { app: Awaited<ReturnType<typeof buildApp>>; db: Db };

beforeAll(async () => {
  t = await buildTestApp();
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

type App = TestApp['app'];

const profile = (access: string, app: App = t.app) =>
  app.inject({ url: `/api/v1/fid/${fid}/profile`, headers: bearer(access) });

const post = (url: string, payload: object, headers: Record<string, string> = {}, app: App = t.app) =>
  app.inject({ method: 'POST', url, payload, headers });

const sha = (token: string) => createHash('sha256').update(token).digest('hex');

const sessionOf = (access: string) =>
  (JSON.parse(Buffer.from(access.split('.')[1] as string, 'base64url').toString()) as { sid: string }).sid;

async function member(): Promise<{ email: string; id: string }> {
  const user = await createUser(t.db, {
    memberships: [{ fiduciary_id: fid, role: 'fiduciary_investor', entity: true }],
  });
  return { email: user.email, id: user.id };
}

describe('an ended session ends its access tokens at once', () => {
  it('logout: the same access token answers 401 on the very next request; another session goes on', async () => {
    const { email } = await member();
    const phone = await login(t, email);
    const laptop = await login(t, email);
    expect((await profile(phone.access)).statusCode).toBe(200);
    expect((await post('/api/v1/fid/logout', { refresh: phone.refresh })).statusCode).toBe(204);
    const after = await profile(phone.access);
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe('Your session has ended. Please log in again.');
    expect((await profile(laptop.access)).statusCode).toBe(200);
  });

  it('a session revoked in Settings answers 401 at once; the session that revoked it goes on', async () => {
    const { email } = await member();
    const phone = await login(t, email);
    const laptop = await login(t, email);
    expect((await profile(phone.access)).statusCode).toBe(200);
    const listed = await t.app.inject({
      url: `/api/v1/fid/${fid}/sessions?current=${sha(laptop.refresh)}`,
      headers: bearer(laptop.access),
    });
    const target = (listed.json() as { results: Array<{ id: string; is_current: boolean }> }).results.find(
      (s) => !s.is_current,
    );
    expect(target?.id).toBe(sessionOf(phone.access));
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/fid/${fid}/sessions/${target?.id}`,
      headers: bearer(laptop.access),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await profile(phone.access)).statusCode).toBe(401);
    expect((await profile(laptop.access)).statusCode).toBe(200);
  });

  it("a password reset ends every session's access tokens", async () => {
    const { email } = await member();
    const sessions = [await login(t, email), await login(t, email)];
    for (const s of sessions) expect((await profile(s.access)).statusCode).toBe(200);
    expect((await post('/api/v1/fid/forgot-password', { email })).statusCode).toBe(202);
    const mail = await t.db
      .selectFrom('email_outbox')
      .select('body_text')
      .where('to_address', '=', email)
      .where('kind', '=', 'password_reset')
      .executeTakeFirstOrThrow();
    const token = /reset-password#token=([\w-]+)/.exec(mail.body_text)?.[1] as string;
    expect((await post('/api/v1/fid/reset-password', { token, password: 'N3w!Password' })).statusCode).toBe(200);
    for (const s of sessions) expect((await profile(s.access)).statusCode).toBe(401);
  });

  it("a password change ends the other sessions' access tokens and keeps the caller's", async () => {
    const { email } = await member();
    const kept = await login(t, email);
    const ended = await login(t, email);
    expect((await profile(ended.access)).statusCode).toBe(200);
    const changed = await post(
      `/api/v1/fid/${fid}/profile/password`,
      {
        current_password: 'Demo!2345',
        new_password: 'Better#Pass1',
        confirm_password: 'Better#Pass1',
        current_session: sha(kept.refresh),
      },
      bearer(kept.access),
    );
    expect(changed.statusCode).toBe(204);
    expect((await profile(ended.access)).statusCode).toBe(401);
    expect((await profile(kept.access)).statusCode).toBe(200);
  });

  it('refresh-token reuse ends the access tokens of the whole family', async () => {
    const { email } = await member();
    const first = await login(t, email);
    const rotated = (await post('/api/v1/token/refresh', { refresh: first.refresh })).json() as Session;
    expect((await profile(rotated.access)).statusCode).toBe(200);
    // The spent token again, past the lost-answer grace: its successor was used, so it is reuse.
    expect((await post('/api/v1/token/refresh', { refresh: rotated.refresh })).statusCode).toBe(200);
    expect((await post('/api/v1/token/refresh', { refresh: first.refresh })).statusCode).toBe(401);
    expect((await profile(rotated.access)).statusCode).toBe(401);
    expect((await profile(first.access)).statusCode).toBe(401);
  });

  it('refuses an access token that names no session (signed before sessions were named, or forged)', async () => {
    const { email } = await member();
    const s = await login(t, email);
    const {
      sid: _sid,
      iat: _iat,
      exp: _exp,
      ...claims
    } = JSON.parse(Buffer.from(s.access.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>;
    const withoutSession = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(t.jwtSecret));
    expect((await profile(withoutSession)).statusCode).toBe(401);
    const unknown = await new SignJWT({ ...claims, sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(t.jwtSecret));
    expect((await profile(unknown)).statusCode).toBe(401);
  });
});

describe('an ended session keeps the notice of why, when it was not the user', () => {
  it('a suspended tenant answers 403 TENANT_SUSPENDED and a disabled account its 401 notice', async () => {
    const suspendedFid = (await createFiduciary(t.db)).id;
    const a = await createUser(t.db, { memberships: [{ fiduciary_id: suspendedFid, role: 'fiduciary_investor' }] });
    const b = await member();
    const inSuspended = await login(t, a.email);
    const disabled = await login(t, b.email);
    const at = (access: string, f: string) =>
      t.app.inject({ url: `/api/v1/fid/${f}/profile`, headers: bearer(access) });
    expect((await at(inSuspended.access, suspendedFid)).statusCode).toBe(200);
    expect((await at(disabled.access, fid)).statusCode).toBe(200);
    // What the provider's suspend and disable do, by SQL: the sessions end with the change.
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('fiduciary').set({ suspended_on: new Date() }).where('id', '=', suspendedFid).execute();
      await trx.updateTable('app_user').set({ is_active: false }).where('id', '=', b.id).execute();
      await trx
        .updateTable('refresh_token')
        .set({ revoked_on: new Date() })
        .where('user_id', 'in', [a.id, b.id])
        .execute();
    });
    // Once this process knows both sessions ended (the notification arrived), the refusal explains why.
    const { sessions } = t.app.platform;
    const ended = async (s: Session) => !(await sessions.isOpen(t.db, sessionOf(s.access)));
    await until(async () => (await ended(inSuspended)) && (await ended(disabled)), 5_000);
    const suspended = await at(inSuspended.access, suspendedFid);
    expect(suspended.statusCode).toBe(403);
    expect(suspended.json()).toMatchObject({ reason: 'TENANT_SUSPENDED' });
    const off = await at(disabled.access, fid);
    expect(off.statusCode).toBe(401);
    expect(off.json().detail).toBe('Your account is disabled. Please contact your administrator.');
  });
});

describe('on every API process', () => {
  it('a logout on process A is refused by process B, which had the session in memory', async () => {
    const { email } = await member();
    const s = await login(t, email);
    const b = other.app.platform.sessions;
    expect((await profile(s.access, other.app)).statusCode).toBe(200);
    // B answers the session from memory now (no read per request) ...
    expect(b.active).toBe(true);
    expect(b.entryCount).toBeGreaterThan(0);
    expect((await profile(s.access, other.app)).statusCode).toBe(200);
    expect((await post('/api/v1/fid/logout', { refresh: s.refresh })).statusCode).toBe(204);
    // ... and drops it when PostgreSQL's notification arrives: milliseconds, far within the entry's
    // 60 s life and the token's 15 minutes. The bound only turns a hang into a failure.
    await until(async () => (await profile(s.access, other.app)).statusCode === 401, 5_000);
    expect((await profile(s.access)).statusCode).toBe(401);
  });

  it('a session revoked on process B is refused by process A', async () => {
    const { email } = await member();
    const phone = await login(t, email);
    const laptop = await login(t, email);
    expect((await profile(phone.access)).statusCode).toBe(200);
    const revoked = await other.app.inject({
      method: 'DELETE',
      url: `/api/v1/fid/${fid}/sessions/${sessionOf(phone.access)}`,
      headers: bearer(laptop.access),
    });
    expect(revoked.statusCode).toBe(204);
    await until(async () => (await profile(phone.access)).statusCode === 401, 5_000);
    expect((await profile(laptop.access)).statusCode).toBe(200);
  });
});

describe('websocket of an ended session', () => {
  it('is closed when its session is revoked; a socket of another session stays open', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { email } = await member();
    const phone = await login(t, email);
    const laptop = await login(t, email);
    const socketOf = async (s: Session) => {
      const res = await post(`/api/v1/fid/${fid}/websocket/ticket`, {}, bearer(s.access));
      const socket = await openSocket(portOf(t.app), fid, (res.json() as { data: { ticket: string } }).data.ticket);
      expect(payloadOf(await socket.next()).data.status).toBe('connected');
      return socket;
    };
    const phoneSocket = await socketOf(phone);
    const laptopSocket = await socketOf(laptop);
    const closed = new Promise<number>((resolve) => phoneSocket.ws.once('close', (code) => resolve(code)));
    expect((await post('/api/v1/fid/logout', { refresh: phone.refresh })).statusCode).toBe(204);
    expect(await closed).toBe(SESSION_ENDED_CLOSE);
    await t.app.realtime.closer.idle();
    await laptopSocket.roundTrip();
    expect(laptopSocket.ws.readyState).toBe(laptopSocket.ws.OPEN);
    laptopSocket.close();
  });
});
