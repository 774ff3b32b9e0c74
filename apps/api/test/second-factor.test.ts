import { secondFactorSetupSchema, sessionSchema } from '@dl/contracts';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import type { Caller } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, signatory: Caller, investor: Caller;
beforeAll(async () => {
  ({ t, signatory, investor } = await demoApp('signatory', 'investor'));
});
afterAll(() => t.close());

const call = (who: Caller, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/fid/${who.fid}/profile/second-factor${path}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
const loginAnswer = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/fid/login', payload: { username: email, password: 'Demo!2345' } });
const auditKinds = async (userId: string) =>
  (await t.db.selectFrom('audit_event').select('kind').where('subject', '=', userId).orderBy('id').execute()).map(
    (e) => e.kind,
  );
const userIdOf = async (email: string) =>
  (await t.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('second factor from My Profile', () => {
  it('sets up, asks for a proving code, then guards login; turning it off needs the password', async () => {
    expect((await call(signatory, 'GET', '')).json()).toEqual({ enabled: false });

    const setup = secondFactorSetupSchema.parse((await call(signatory, 'POST', '/setup')).json());
    expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\/Digital%20Locker:signatory%40demo\.test\?/);
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    // Until it is proven, login does not ask for a code.
    expect((await loginAnswer('signatory@demo.test')).json()).toHaveProperty('access');

    const wrong = await call(signatory, 'POST', '/confirm', { code: codeOf(setup.secret, 10) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('The code is not valid. Please try again.');
    const malformed = await call(signatory, 'POST', '/confirm', { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatch(/code/i);

    const confirmed = await call(signatory, 'POST', '/confirm', { code: codeOf(setup.secret) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ enabled: true });
    expect((await call(signatory, 'GET', '')).json()).toEqual({ enabled: true });

    const first = (await loginAnswer('signatory@demo.test')).json();
    expect(first).toMatchObject({ otp_required: true });
    // The code that proved the set-up cannot log in again (its time step is used).
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verify-otp',
      payload: { otp_token: first.otp_token, code: codeOf(setup.secret) },
    });
    expect(replay.statusCode).toBe(401);
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/v1/verify-otp',
      payload: { otp_token: first.otp_token, code: codeOf(setup.secret, 1) },
    });
    expect(sessionSchema.parse(next.json()).user.email).toBe('signatory@demo.test');

    const badPassword = await call(signatory, 'POST', '/disable', { current_password: 'nope' });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().detail).toBe('Current Password is invalid.');
    expect((await call(signatory, 'POST', '/disable', { current_password: 'Demo!2345' })).json()).toEqual({
      enabled: false,
    });
    expect((await loginAnswer('signatory@demo.test')).json()).toHaveProperty('access');
    expect(await auditKinds(await userIdOf('signatory@demo.test'))).toEqual(
      expect.arrayContaining(['second_factor_enabled', 'second_factor_disabled']),
    );
  });

  it('refuses a code when no set-up waits, or when it has lapsed', async () => {
    const none = await call(investor, 'POST', '/confirm', { code: '123456' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ reason: 'SECOND_FACTOR_NOT_SET_UP' });

    const setup = secondFactorSetupSchema.parse((await call(investor, 'POST', '/setup')).json());
    await t.db
      .updateTable('app_user')
      .set({ otp_pending_at: new Date(Date.now() - 11 * 60 * 1000) })
      .where('email', '=', 'investor@demo.test')
      .execute();
    const lapsed = await call(investor, 'POST', '/confirm', { code: codeOf(setup.secret) });
    expect(lapsed.statusCode).toBe(409);
    expect((await call(investor, 'GET', '')).json()).toEqual({ enabled: false });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ url: `/api/v1/fid/${signatory.fid}/profile/second-factor` });
    expect(res.statusCode).toBe(401);
  });
});
