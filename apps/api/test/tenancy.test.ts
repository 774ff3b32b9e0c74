import { accountBrandingSchema, profileSchema, publicBrandingSchema } from '@dl/contracts';
import { DEFAULT_COLORS } from '@dl/domain';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERSHIP_CHANNEL } from '#api/plugins/guards/membership-cache.ts';
import { demoApp, tokensOf } from './demo-callers.ts';
import { createFiduciary, createUser } from './factories.ts';
import { bearer, login, type TestApp } from './helpers.ts';

let t: TestApp, fidA: string, accessA: string;
let fidB: string;
beforeAll(async () => {
  ({ t, fid: fidA, investor: accessA } = tokensOf(await demoApp('investor')));
  fidB = (
    await createFiduciary(t.db, {
      name: 'Other Trust',
      host: 'other.example',
      branding: { colors: { primary: '#123456' } },
      mpid: 'OTH',
    })
  ).id;
});
afterAll(() => t.close());

const get = (url: string, access = accessA) => t.app.inject({ url, headers: bearer(access) });

/**
 * Resolves when the app's listener has handed on the membership notification of `userId`: the cache
 * subscribed first, so it has dropped the user's entries by then.
 */
function membershipNotified(userId: string): Promise<void> {
  const { listener } = t.app.platform;
  return new Promise((resolve) => {
    const subscriber = {
      notify(payload: string) {
        if (payload !== userId && payload !== '*') return;
        listener.unsubscribe(MEMBERSHIP_CHANNEL, subscriber);
        resolve();
      },
      // A lost connection empties the cache as well.
      reset() {
        listener.unsubscribe(MEMBERSHIP_CHANNEL, subscriber);
        resolve();
      },
    };
    listener.subscribe(MEMBERSHIP_CHANNEL, subscriber);
  });
}

describe('tenant isolation', () => {
  it("answers 404 for another tenant's profile and branding, exactly like a missing tenant", async () => {
    for (const path of ['profile', 'accounts/branding']) {
      const other = await get(`/api/v1/fid/${fidB}/${path}`);
      const missing = await get(`/api/v1/fid/00000000-0000-4000-8000-000000000000/${path}`);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ detail: 'Not found.', code: 'NOT_FOUND' });
      expect(missing.json()).toEqual(other.json());
    }
  });

  it('answers 200 for the own tenant', async () => {
    expect((await get(`/api/v1/fid/${fidA}/profile`)).statusCode).toBe(200);
  });

  it('a membership removed by SQL stops working as soon as PostgreSQL notifies the API (ADR 0012)', async () => {
    const u = await createUser(t.db, {
      memberships: [{ fiduciary_id: fidB, role: 'fiduciary_investor', entity: true }],
    });
    const s = await login(t, u.email);
    // Listening: the answer below is kept in memory.
    await t.app.platform.listener.untilListening();
    expect((await get(`/api/v1/fid/${fidB}/profile`, s.access)).statusCode).toBe(200);
    const notified = membershipNotified(u.id);
    await t.db.deleteFrom('membership').where('user_id', '=', u.id).execute();
    // Cached memberships are dropped by the trigger's notification; the cache's own tests cover
    // other processes and a lost listener.
    await notified;
    expect((await get(`/api/v1/fid/${fidB}/profile`, s.access)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/fid/token-exchange', () => {
  it('switches fiduciary and role among the memberships, and refuses others', async () => {
    const u = await createUser(t.db, {
      memberships: [
        { fiduciary_id: fidA, role: 'fiduciary_investor', entity: true },
        { fiduciary_id: fidB, role: 'fiduciary_admin' },
      ],
    });
    const s = await login(t, u.email);
    expect(s.permissions.map((p) => p.fiduciary.id).sort()).toEqual([fidA, fidB].sort());
    const exchange = (fiduciary_id: string, role?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/fid/token-exchange',
        headers: bearer(s.access),
        payload: { refresh: s.refresh, fiduciary_id, role },
      });
    const refused = await exchange(fidB, 'fiduciary_investor');
    expect(refused.statusCode).toBe(404);
    const res = await exchange(fidB, 'fiduciary_admin');
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().access);
    expect(claims).toMatchObject({
      current_fiduciary_id: fidB,
      current_role: 'fiduciary_admin',
      current_entity_id: null,
    });
    // the refresh after an exchange keeps the new context
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh',
      payload: { refresh: res.json().refresh },
    });
    expect(decodeJwt(again.json().access).current_fiduciary_id).toBe(fidB);
    const noAuth = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fid/token-exchange',
      payload: { refresh: s.refresh, fiduciary_id: fidA },
    });
    expect(noAuth.statusCode).toBe(401);
  });
});

describe('branding', () => {
  it('merges the spec defaults under what is stored', async () => {
    const u = await createUser(t.db, { memberships: [{ fiduciary_id: fidB, role: 'fiduciary_admin' }] });
    const s = await login(t, u.email);
    const res = await get(`/api/v1/fid/${fidB}/accounts/branding`, s.access);
    expect(res.statusCode).toBe(200);
    const body = accountBrandingSchema.parse(res.json());
    expect(body).toMatchObject({ name: 'Other Trust', mpid: 'OTH' });
    expect(body.branding.colors).toEqual({ ...DEFAULT_COLORS, primary: '#123456' });
    expect(body.branding.crowdsmart_colors).toEqual({ background: '#023c56', foreground: '#ffffff' });
  });

  it('serves the public branding of the request host, and defaults for an unknown host', async () => {
    const known = await t.app.inject({ url: '/api/v1/public/branding', headers: { host: 'localhost:8080' } });
    const body = publicBrandingSchema.parse(known.json());
    expect(body.fiduciary_id).toBe(fidA);
    expect(body.help_address).toBe('help@demo.test');
    expect(body.links['digital-locker']?.contact).toBe('mailto:help@demo.test');
    const unknown = publicBrandingSchema.parse(
      (await t.app.inject({ url: '/api/v1/public/branding', headers: { host: 'nowhere.example' } })).json(),
    );
    expect(unknown.fiduciary_id).toBeNull();
    expect(unknown.appTitles['digital-locker']).toBe('Digital Locker');
  });
});

describe('profile', () => {
  it('reads and updates the profile, validating and auditing the change', async () => {
    const before = profileSchema.parse((await get(`/api/v1/fid/${fidA}/profile`)).json());
    expect(before).toMatchObject({
      first_name: 'Avery',
      last_name: 'Investor',
      email: 'investor@demo.test',
      profile_details: {},
    });
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/fid/${fidA}/profile`, headers: bearer(accessA), payload });
    const bad = await patch({ first_name: '   ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('first_name: First Name is required');
    expect((await patch({ email: 'x@y.z' })).statusCode).toBe(400);
    const ok = await patch({ first_name: 'Avery Jo', profile_details: { logo_url: null, title: 'Angel' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ first_name: 'Avery Jo', profile_details: { title: 'Angel' } });
    const audit = await t.db.selectFrom('audit_event').selectAll().where('kind', '=', 'profile_updated').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.fiduciary_id).toBe(fidA);
  });
});
