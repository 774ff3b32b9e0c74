import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import type { TestApp } from './helpers.ts';

// Issue 13 points 1 and 4: the second factor cannot be guessed, and a stranger cannot lock anyone out.
let t: TestApp;
beforeAll(async () => {
  ({ t } = await demoApp());
});
afterAll(() => t.close());

const RIGHT = 'Demo!2345';
const TOO_MANY = 'Too many failed login attempts. Please try again in 15 minutes.';
const loginFrom = (ip: string, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/fid/login', remoteAddress: ip, payload: { username, password } });
const verifyFrom = (ip: string, otp_token: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/verify-otp', remoteAddress: ip, payload: { otp_token, code } });
/** Moves the account's failures back in time, as if `seconds` had passed. */
const age = (username: string, seconds: number) =>
  t.db
    .updateTable('login_attempt')
    .set({ attempted_on: sql<Date>`attempted_on - make_interval(secs => ${seconds})` })
    .where('username', '=', username)
    .execute();
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

describe('login throttle by account and address', () => {
  it('a stranger sending 10 wrong passwords from A blocks A only: the right one from B works', async () => {
    for (let i = 0; i < 10; i++)
      expect((await loginFrom('10.1.0.1', 'captable@demo.test', 'nope')).statusCode).toBe(401);
    const blocked = await loginFrom('10.1.0.1', 'captable@demo.test', RIGHT);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: TOO_MANY, code: 'TOO_MANY_REQUESTS' });
    expect(retryAfter(blocked)).toBeGreaterThan(800);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(900);
    const owner = await loginFrom('10.1.0.2', 'captable@demo.test', RIGHT);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toHaveProperty('access');
  });

  it('parallel wrong passwords from one address are cut at its limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => loginFrom('10.8.0.1', 'investor-admin@demo.test', 'nope')),
    );
    const checked = answers.filter((a) => a.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(30 - checked);
  });

  it('answers 429 with Retry-After to an address over its limit, whatever the account', async () => {
    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES_PER_IP; i++) await loginFrom('10.2.0.1', `u${i}@nowhere.test`, 'x');
    const limited = await loginFrom('10.2.0.1', 'investor@demo.test', RIGHT);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: TOO_MANY, code: 'TOO_MANY_REQUESTS' });
    expect(retryAfter(limited)).toBeGreaterThan(0);
    expect((await loginFrom('10.2.0.2', 'investor@demo.test', RIGHT)).statusCode).toBe(200);
  });

  it('slows an account attacked from many addresses with a growing delay, never a lock', async () => {
    const user = 'fid-admin@demo.test';
    for (let i = 0; i < 11; i++) expect((await loginFrom(`10.3.0.${i + 1}`, user, 'nope')).statusCode).toBe(401);
    // 11 failures: the next attempt, from anywhere, waits 1 second after the latest failure
    const slowed = await loginFrom('10.3.1.1', user, RIGHT);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({
      detail: 'Too many failed login attempts. Please try again in 1 second.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(retryAfter(slowed)).toBe(1);
    await age(user, 2);
    expect((await loginFrom('10.3.1.2', user, 'nope')).statusCode).toBe(401);
    // 12 failures: 2 seconds
    const slower = await loginFrom('10.3.1.3', user, RIGHT);
    expect(slower.statusCode).toBe(429);
    expect(retryAfter(slower)).toBe(2);
    await age(user, 3);
    expect((await loginFrom('10.3.1.3', user, RIGHT)).statusCode).toBe(200);
  });

  it('a successful password reset clears the account counters', async () => {
    const user = 'issuer@demo.test';
    for (let i = 0; i < 10; i++) await loginFrom('10.4.0.1', user, 'nope');
    expect((await loginFrom('10.4.0.1', user, RIGHT)).statusCode).toBe(429);
    await t.app.inject({ method: 'POST', url: '/api/v1/fid/forgot-password', payload: { email: user } });
    const mail = await t.db
      .selectFrom('email_outbox')
      .select('body_text')
      .where('to_address', '=', user)
      .where('kind', '=', 'password_reset')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /reset-password#token=([\w-]+)/.exec(mail.body_text)?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fid/reset-password',
      payload: { token, password: 'N3w!Password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginFrom('10.4.0.1', user, 'N3w!Password')).statusCode).toBe(200);
  });
});

describe('second factor throttle', () => {
  const user = 'signatory@demo.test';
  const secret = new Secret();
  const code = (offsetSteps = 0) =>
    new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
  const ticketFrom = async (ip: string) => {
    const res = await loginFrom(ip, user, RIGHT);
    expect(res.json()).toMatchObject({ otp_required: true });
    return res.json().otp_token as string;
  };
  beforeAll(async () => {
    await t.db.updateTable('app_user').set({ otp_secret: secret.base32 }).where('email', '=', user).execute();
  });
  // each case starts from an account without failures
  beforeEach(() => t.db.deleteFrom('login_attempt').where('username', '=', user).execute());

  it('a ticket dies after 5 wrong codes: the right code with the same ticket is refused', async () => {
    const ticket = await ticketFrom('10.5.0.1');
    for (let i = 0; i < 5; i++) {
      const wrong = await verifyFrom('10.5.0.1', ticket, code(20 + i));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().detail).toBe('The code is not valid. Please try again.');
    }
    const dead = await verifyFrom('10.5.0.1', ticket, code());
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toEqual({
      detail: 'The verification step has expired. Please log in again.',
      code: 'UNAUTHORIZED',
    });
    // a new ticket works, and the wrong codes counted as failures of the account
    const failures = await t.db
      .selectFrom('login_attempt')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('username', '=', user)
      .where('succeeded', '=', false)
      .executeTakeFirstOrThrow();
    expect(Number(failures.n)).toBe(6);
    // (a ticket is a JWT with second resolution: the next one must be signed in a later second)
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await verifyFrom('10.5.0.1', await ticketFrom('10.5.0.1'), code())).statusCode).toBe(200);
  });

  it('many parallel guesses with one ticket are cut at 5', async () => {
    const ticket = await ticketFrom('10.6.0.1');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => verifyFrom(`10.6.1.${i}`, ticket, code(40 + i))),
    );
    const invalid = answers.filter((a) => a.json().detail === 'The code is not valid. Please try again.');
    expect(invalid.length).toBeLessThanOrEqual(5);
    // the others were refused without a check: 429 by the account's delay, or the dead ticket
    for (const a of answers.filter((x) => !invalid.includes(x))) expect([401, 429]).toContain(a.statusCode);
    expect(answers.some((a) => a.statusCode === 200)).toBe(false);
  });

  it('answers 429 like login once the throttle says so', async () => {
    const ticket = await ticketFrom('10.7.0.1');
    for (let i = 0; i < 10; i++) await loginFrom('10.7.0.1', user, 'nope');
    const limited = await verifyFrom('10.7.0.1', ticket, code());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: TOO_MANY, code: 'TOO_MANY_REQUESTS' });
    expect(retryAfter(limited)).toBeGreaterThan(0);
  });
});
