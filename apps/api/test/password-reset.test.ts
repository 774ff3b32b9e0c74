import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { login, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await demoApp());
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const GENERIC = 'If an account exists for this e-mail, we have sent a link to reset the password.';

async function lastResetToken(email: string): Promise<string> {
  const mail = await t.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('kind', '=', 'password_reset')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /reset-password#token=([\w-]+)/.exec(mail.body_text)?.[1];
  if (!token) throw new Error('no token in the e-mail');
  return token;
}

describe('password reset round trip', () => {
  it('sends a single-use link through the outbox and sets the new password', async () => {
    const asked = await post('/api/v1/fid/forgot-password', { email: 'issuer@demo.test' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().detail).toBe(GENERIC);
    const token = await lastResetToken('issuer@demo.test');
    const before = await login(t, 'issuer@demo.test');

    const weak = await post('/api/v1/fid/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().detail).toContain('should be at least 8 characters');
    expect(weak.json().detail).toContain('should include at least 1 number');

    const done = await post('/api/v1/fid/reset-password', { token, password: 'N3w!Password' });
    expect(done.statusCode).toBe(200);
    expect((await post('/api/v1/fid/login', { username: 'issuer@demo.test', password: 'Demo!2345' })).statusCode).toBe(
      401,
    );
    expect((await login(t, 'issuer@demo.test', 'N3w!Password')).user.email).toBe('issuer@demo.test');
    // every session opened before the reset is ended
    expect((await post('/api/v1/token/refresh', { refresh: before.refresh })).statusCode).toBe(401);
    // the link is single-use
    const again = await post('/api/v1/fid/reset-password', { token, password: 'An0ther!Pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('This link is invalid or has expired. Please ask for a new one.');
  });

  it('refuses an expired link', async () => {
    await post('/api/v1/fid/forgot-password', { email: 'viewer@demo.test' });
    const token = await lastResetToken('viewer@demo.test');
    await t.db
      .updateTable('password_token')
      .set({ expires_on: new Date(Date.now() - 1000) })
      .execute();
    expect((await post('/api/v1/fid/reset-password', { token, password: 'N3w!Password' })).statusCode).toBe(400);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await post('/api/v1/fid/forgot-password', { email: 'nobody@nowhere.test' });
    expect(res.statusCode).toBe(202);
    expect(res.json().detail).toBe(GENERIC);
    const mails = await t.db
      .selectFrom('email_outbox')
      .select('id')
      .where('to_address', '=', 'nobody@nowhere.test')
      .execute();
    expect(mails).toHaveLength(0);
  });

  it('a reset token cannot be used on the set-password call', async () => {
    await post('/api/v1/fid/forgot-password', { email: 'fid-admin@demo.test' });
    const token = await lastResetToken('fid-admin@demo.test');
    expect((await post('/api/v1/fid/set-password', { token, password: 'N3w!Password' })).statusCode).toBe(400);
  });
});
