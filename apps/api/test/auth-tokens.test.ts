import { decodeJwt, SignJWT } from 'jose';
import { sql } from 'kysely';
import { REFRESH_LOST_ANSWER_GRACE_SECONDS } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '#api/platform/tokens/tokens.ts';
import { demoApp } from './demo-callers.ts';
import { bearer, login, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await demoApp());
});
afterAll(() => t.close());

const refresh = (token: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/token/refresh',
    payload: token === undefined ? {} : { refresh: token },
  });

describe('POST /api/v1/token/refresh', () => {
  it('rotates: answers a new access and a new refresh token', async () => {
    const s = await login(t, 'investor@demo.test');
    const res = await refresh(s.refresh);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.refresh).not.toBe(s.refresh);
    expect(decodeJwt(body.access)).toMatchObject({ current_role: 'fiduciary_investor' });
    expect((await refresh(body.refresh)).statusCode).toBe(200);
  });

  it('detects reuse of a rotated token once its successor was used, and revokes the whole family', async () => {
    const s = await login(t, 'investor@demo.test');
    const rotated = (await refresh(s.refresh)).json();
    const newest = (await refresh(rotated.refresh)).json();
    const reuse = await refresh(s.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().detail).toBe('Your session has expired. Please log in again.');
    // the thief's or the owner's newer token dies with the family
    expect((await refresh(newest.refresh)).statusCode).toBe(401);
  });

  it('detects reuse of a rotated token after the grace, even with its successor unused', async () => {
    const s = await login(t, 'investor@demo.test');
    const rotated = (await refresh(s.refresh)).json();
    await t.db
      .updateTable('refresh_token')
      .set({ rotated_on: sql`now() - make_interval(secs => ${REFRESH_LOST_ANSWER_GRACE_SECONDS + 1})` })
      .where('token_hash', '=', hashOpaqueToken(s.refresh))
      .execute();
    expect((await refresh(s.refresh)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh)).statusCode).toBe(401);
  });

  it('a lost answer: the token presented again right after its rotation rotates once more and ends the unused successor', async () => {
    const s = await login(t, 'investor@demo.test');
    const lost = (await refresh(s.refresh)).json(); // the page navigated away: this never arrived
    const retry = await refresh(s.refresh);
    expect(retry.statusCode, retry.body).toBe(200);
    const kept = retry.json();
    expect(kept.refresh).not.toBe(lost.refresh);
    // Only one branch lives: the lost successor is ended (without ending the session) ...
    expect((await refresh(lost.refresh)).statusCode).toBe(401);
    // ... and the session goes on with the new one.
    const next = await refresh(kept.refresh);
    expect(next.statusCode).toBe(200);
    const access = next.json().access as string;
    const fid = decodeJwt(access).current_fiduciary_id as string;
    expect((await t.app.inject({ url: `/api/v1/fid/${fid}/profile`, headers: bearer(access) })).statusCode).toBe(200);
  });

  it("answers 'Refresh Token is empty' without a token and 401 for an unknown one", async () => {
    const empty = await refresh(undefined);
    expect(empty.statusCode).toBe(401);
    expect(empty.json().detail).toBe('Refresh Token is empty');
    expect((await refresh('not-a-real-token')).statusCode).toBe(401);
  });

  it('refuses a refresh token idle for more than 30 minutes', async () => {
    const s = await login(t, 'investor@demo.test');
    await t.db
      .updateTable('refresh_token')
      .set({ created_on: sql`now() - interval '31 minutes'` })
      .where('revoked_on', 'is', null)
      .where('rotated_on', 'is', null)
      .execute();
    expect((await refresh(s.refresh)).statusCode).toBe(401);
  });

  it('refuses a session older than 12 hours even when used recently', async () => {
    const s = await login(t, 'investor@demo.test');
    await t.db
      .updateTable('refresh_token')
      .set({ family_created_on: sql`now() - interval '12 hours 1 minute'` })
      .where('revoked_on', 'is', null)
      .execute();
    expect((await refresh(s.refresh)).statusCode).toBe(401);
  });

  it('two concurrent refreshes with one token: at most one branch of the session lives on', async () => {
    const s = await login(t, 'investor@demo.test');
    await Promise.all([refresh(s.refresh), refresh(s.refresh)]);
    const { family_id } = await t.db
      .selectFrom('refresh_token')
      .select('family_id')
      .where('token_hash', '=', hashOpaqueToken(s.refresh))
      .executeTakeFirstOrThrow();
    const live = await t.db
      .selectFrom('refresh_token')
      .select('id')
      .where('family_id', '=', family_id)
      .where('rotated_on', 'is', null)
      .where('revoked_on', 'is', null)
      .execute();
    expect(live.length).toBeLessThanOrEqual(1);
  });
});

describe('access tokens', () => {
  it('refuses an expired access token', async () => {
    const s = await login(t, 'investor@demo.test');
    const claims = decodeJwt(s.access);
    const expired = await new SignJWT({ ...claims, exp: undefined, iat: undefined })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('digital-locker')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.jwtSecret));
    const res = await t.app.inject({
      url: `/api/v1/fid/${claims.current_fiduciary_id}/profile`,
      headers: bearer(expired),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Token has expired.');
  });

  it('refuses a tampered access token and one signed with another key', async () => {
    const s = await login(t, 'investor@demo.test');
    const [header, payload, signature] = s.access.split('.');
    const forged = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    forged.current_role = 'fiduciary_admin';
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    const fid = forged.current_fiduciary_id;
    const res = await t.app.inject({ url: `/api/v1/fid/${fid}/profile`, headers: bearer(tampered) });
    expect(res.statusCode).toBe(401);
    const otherKey = await new SignJWT({ ...forged })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!'));
    expect((await t.app.inject({ url: `/api/v1/fid/${fid}/profile`, headers: bearer(otherKey) })).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await t.app.inject({ url: `/api/v1/fid/${fid}/profile`, headers: bearer(none) })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/fid/logout', () => {
  it('revokes the refresh token', async () => {
    const s = await login(t, 'investor@demo.test');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/fid/logout', payload: { refresh: s.refresh } });
    expect(res.statusCode).toBe(204);
    expect((await refresh(s.refresh)).statusCode).toBe(401);
  });
});
