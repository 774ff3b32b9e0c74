import { createHash } from 'node:crypto';
import { userSessionSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { createFiduciary, createUser } from './factories.ts';
import { bearer, type TestApp } from './helpers.ts';

let t: TestApp, fid: string;
beforeAll(async () => {
  ({ t, fid } = await demoApp());
});
afterAll(() => t.close());

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const sha = (token: string) => createHash('sha256').update(token).digest('hex');

async function loginWith(email: string, userAgent: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/fid/login',
    headers: { 'user-agent': userAgent },
    payload: { username: email, password: 'Demo!2345' },
  });
  return res.json() as { access: string; refresh: string };
}

async function newUser() {
  const user = await createUser(t.db, {
    memberships: [{ fiduciary_id: fid, role: 'fiduciary_investor', entity: true }],
  });
  return user.email;
}

const list = (access: string, current?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/fid/${fid}/sessions${current ? `?current=${current}` : ''}`,
    headers: bearer(access),
  });

describe('sessions', () => {
  it('lists open sessions with device, ip and times, marking the current one', async () => {
    const email = await newUser();
    const phone = await loginWith(email, SAFARI_IPHONE);
    const laptop = await loginWith(email, CHROME_MAC);
    const res = await list(laptop.access, sha(laptop.refresh));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    const sessions = body.results.map((s: unknown) => userSessionSchema.parse(s));
    expect(sessions.map((s: { device: string }) => s.device).sort()).toEqual(['Chrome on macOS', 'Safari on iPhone']);
    const current = sessions.find((s: { is_current: boolean }) => s.is_current);
    expect(current.device).toBe('Chrome on macOS');
    expect(current.ip).toBeTruthy();
    expect(sessions.filter((s: { is_current: boolean }) => s.is_current)).toHaveLength(1);
    // Without the hash of the refresh token none is marked.
    expect((await list(phone.access)).json().results.some((s: { is_current: boolean }) => s.is_current)).toBe(false);
  });

  it('revoking a session ends that family: its refresh token no longer works', async () => {
    const email = await newUser();
    const phone = await loginWith(email, SAFARI_IPHONE);
    const laptop = await loginWith(email, CHROME_MAC);
    const sessions = (await list(laptop.access, sha(laptop.refresh))).json().results;
    const other = sessions.find((s: { is_current: boolean }) => !s.is_current);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/fid/${fid}/sessions/${other.id}`,
      headers: bearer(laptop.access),
    });
    expect(res.statusCode).toBe(204);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh',
      payload: { refresh: phone.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await list(laptop.access)).json().count).toBe(1);
    const audit = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', other.id).execute();
    expect(audit.map((a) => a.kind)).toEqual(['session_revoked']);
  });

  it("answers 404 for another user's session, an unknown one, and another tenant", async () => {
    const mine = await loginWith(await newUser(), CHROME_MAC);
    const theirs = await loginWith(await newUser(), CHROME_MAC);
    const theirId = (await list(theirs.access)).json().results[0].id;
    const del = (access: string, id: string, fidId = fid) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/fid/${fidId}/sessions/${id}`, headers: bearer(access) });
    expect((await del(mine.access, theirId)).statusCode).toBe(404);
    expect((await del(mine.access, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh',
      payload: { refresh: theirs.refresh },
    });
    expect(refresh.statusCode).toBe(200);
    const other = await createFiduciary(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/fid/${other.id}/sessions`,
      headers: bearer(mine.access),
    });
    expect(res.statusCode).toBe(404);
    expect((await list(mine.access, 'not-a-hash')).statusCode).toBe(400);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/fid/${fid}/sessions` })).statusCode).toBe(401);
  });
});
