import { sessionSchema } from '@dl/contracts';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { bearer, login, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await demoApp());
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/v1/fid/login', () => {
  it('answers access, refresh, user and permissions of the spec shape', async () => {
    const res = await post('/api/v1/fid/login', { username: 'Investor@Demo.test', password: 'Demo!2345' });
    expect(res.statusCode).toBe(200);
    const body = sessionSchema.parse(res.json());
    expect(body.user.email).toBe('investor@demo.test');
    expect(body.permissions).toHaveLength(1);
    const [perm] = body.permissions;
    expect(perm?.fiduciary.name).toBe('Demo Fiduciary Trust');
    expect(perm?.roles).toEqual(['fiduciary_investor']);
    expect(perm?.entities[0]).toMatchObject({ type: 'INDIVIDUAL', name: 'Avery Investor' });
    expect(perm?.entities[0]?.trellis_uid).toMatch(/^ENT-/);
    const claims = decodeJwt(body.access);
    expect(claims).toMatchObject({
      tenant: 'demo',
      current_fiduciary_id: perm?.fiduciary.id,
      current_entity_id: perm?.entities[0]?.id,
      current_role: 'fiduciary_investor',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
  });

  it('answers 401 with a detail fit to show for a wrong password or an unknown user', async () => {
    for (const username of ['investor@demo.test', 'nobody@demo.test']) {
      const res = await post('/api/v1/fid/login', { username, password: 'wrong-password' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Unable to log in with provided credentials.', code: 'UNAUTHORIZED' });
    }
  });

  it('answers 400 naming the field when the body is incomplete', async () => {
    const res = await post('/api/v1/fid/login', { username: 'investor@demo.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(res.json().detail).toMatch(/password/i);
  });

  it('admin login accepts provider admins only', async () => {
    const ok = await post('/api/v1/admin/fid/login', { username: 'provider@demo.test', password: 'Demo!2345' });
    expect(ok.statusCode).toBe(200);
    expect(decodeJwt(ok.json().access).current_role).toBe('trellis_admin');
    const refused = await post('/api/v1/admin/fid/login', { username: 'fid-admin@demo.test', password: 'Demo!2345' });
    expect(refused.statusCode).toBe(401);
  });

  it('lands each demo role on its own role', async () => {
    const expected: Record<string, string> = {
      'investor-admin@demo.test': 'fiduciary_investor-admin',
      'viewer@demo.test': 'fiduciary_viewer',
      'issuer@demo.test': 'issuer_admin',
      'fid-admin@demo.test': 'fiduciary_admin',
      'captable@demo.test': 'captable_admin',
    };
    for (const [email, role] of Object.entries(expected)) {
      const session = await login(t, email);
      expect(decodeJwt(session.access).current_role).toBe(role);
    }
  });
});

describe('TOTP second factor', () => {
  it('asks for a code, completes with a valid one and refuses a replayed one', async () => {
    const secret = new Secret();
    await t.db
      .updateTable('app_user')
      .set({ otp_secret: secret.base32 })
      .where('email', '=', 'viewer@demo.test')
      .execute();
    const first = await post('/api/v1/fid/login', { username: 'viewer@demo.test', password: 'Demo!2345' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ otp_required: true });
    expect(first.json()).not.toHaveProperty('access');
    const code = new TOTP({ secret, digits: 6, period: 30 }).generate();
    const verified = await post('/api/v1/verify-otp', { otp_token: first.json().otp_token, code });
    expect(verified.statusCode).toBe(200);
    expect(sessionSchema.parse(verified.json()).user.email).toBe('viewer@demo.test');
    const replay = await post('/api/v1/verify-otp', { otp_token: first.json().otp_token, code });
    expect(replay.statusCode).toBe(401);
    const wrong = await post('/api/v1/verify-otp', {
      otp_token: first.json().otp_token,
      code: '000000' === code ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    await t.db.updateTable('app_user').set({ otp_secret: null }).where('email', '=', 'viewer@demo.test').execute();
  });
});

describe('login rate limit', () => {
  it('answers 429 after too many failures for one username from one address, and for one IP', async () => {
    const attempt = (username: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/fid/login',
        remoteAddress: ip,
        payload: { username, password: 'nope' },
      });
    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES_PER_USER; i++) {
      expect((await attempt('captable@demo.test', '10.0.0.1')).statusCode).toBe(401);
    }
    const limited = await attempt('captable@demo.test', '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many failed login attempts/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // the limit is the stranger's address: the right password from another address still works
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fid/login',
      remoteAddress: '10.0.1.2',
      payload: { username: 'captable@demo.test', password: 'Demo!2345' },
    });
    expect(right.statusCode).toBe(200);

    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES_PER_IP; i++) await attempt(`user${i}@nowhere.test`, '10.9.9.9');
    expect((await attempt('investor@demo.test', '10.9.9.9')).statusCode).toBe(429);
    expect((await attempt('investor@demo.test', '10.9.9.8')).statusCode).toBe(401);
  });
});

describe('bearer tokens', () => {
  it('lets a valid access token through and refuses a missing one', async () => {
    const s = await login(t, 'investor@demo.test');
    const fid = s.permissions[0]?.fiduciary.id;
    expect((await t.app.inject({ url: `/api/v1/fid/${fid}/profile`, headers: bearer(s.access) })).statusCode).toBe(200);
    const none = await t.app.inject({ url: `/api/v1/fid/${fid}/profile` });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Authentication credentials were not provided.', code: 'UNAUTHORIZED' });
  });
});
