import { LAST_SUPERADMIN, MEMBERSHIP_EXISTS } from '@dl/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from './documents-fixtures.ts';
import { type DemoApp, demoApp } from './demo-callers.ts';
import { bearer, login, type TestApp } from './helpers.ts';

/**
 * The provider's users (issue 18 point 4, ADR 0029): search across tenants, memberships, roles
 * granted, changed and removed within the rules, disabling that ends sessions at once, password
 * links, second factor reset; every change audited with the acting provider user.
 */
let t: TestApp;
let d: DemoApp<'provider' | 'providerSuper' | 'operator' | 'fidAdmin'>;
const BASE = '/api/v1/admin/users';

const call = (who: Caller, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const idOf = async (email: string) =>
  (await t.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  d = await demoApp('provider', 'providerSuper', 'operator', 'fidAdmin');
  t = d.t;
});
afterAll(() => t.close());

describe('provider users', () => {
  it('searches every tenant by a part of the e-mail or the name, and filters by tenant', async () => {
    const byMail = (await call(d.operator, 'GET', `${BASE}?search=KYC@demo`)).json();
    expect(byMail.results.map((u: { email: string }) => u.email)).toEqual(['kyc@demo.test']);
    expect(byMail.results[0]).toMatchObject({ is_active: true, has_password: true, tenant_count: 1 });
    const byName = (await call(d.operator, 'GET', `${BASE}?search=sidney sig`)).json();
    expect(byName.results.map((u: { email: string }) => u.email)).toEqual(['signatory@demo.test']);
    const inDemo = (await call(d.operator, 'GET', `${BASE}?tenant_id=${d.fid}&limit=100`)).json();
    expect(inDemo.results.map((u: { email: string }) => u.email)).toContain('investor@demo.test');
    expect(inDemo.results.map((u: { email: string }) => u.email)).not.toContain('provider@demo.test');
    expect((await call(d.fidAdmin, 'GET', BASE)).statusCode).toBe(403);
  });

  it('counts at most 1,001 matches of a broad search and says the count is capped', async () => {
    await sql`INSERT INTO app_user (email, password_hash, trellis_uid, profile_details, last_name)
      SELECT 'crowd-' || g || '@many.test', NULL, 'USR-crowd-' || g, '{}'::jsonb, 'Crowd'
      FROM generate_series(1, 1005) g`.execute(t.db);
    const broad = (await call(d.operator, 'GET', `${BASE}?search=crowd&limit=10`)).json();
    expect(broad).toMatchObject({ count: 1001, count_capped: true, next: '2' });
    expect(broad.results).toHaveLength(10);
    const narrow = (await call(d.operator, 'GET', `${BASE}?search=crowd-1004@`)).json();
    expect(narrow).toMatchObject({ count: 1, count_capped: false, next: null });
  });

  it('shows memberships per tenant and portal, and grants, changes and removes tenant roles', async () => {
    const kyc = await idOf('kyc@demo.test');
    const detail = (await call(d.operator, 'GET', `${BASE}/${kyc}`)).json().data;
    expect(detail.memberships).toEqual([
      expect.objectContaining({
        role: 'kyc_approver',
        portal: 'fid-admin',
        tenant: expect.objectContaining({ id: d.fid }),
      }),
    ]);
    const grant = { tenant_id: d.fid, role: 'deal_executor' };
    expect((await call(d.operator, 'POST', `${BASE}/${kyc}/memberships`, grant)).statusCode).toBe(403);
    const added = await call(d.provider, 'POST', `${BASE}/${kyc}/memberships`, grant);
    expect(added.statusCode, added.body).toBe(201);
    const again = await call(d.provider, 'POST', `${BASE}/${kyc}/memberships`, grant);
    expect(again.json()).toMatchObject({ detail: MEMBERSHIP_EXISTS, reason: 'MEMBERSHIP_EXISTS' });
    expect(
      (await call(d.provider, 'POST', `${BASE}/${kyc}/memberships`, { tenant_id: d.fid, role: 'fiduciary_investor' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(d.provider, 'POST', `${BASE}/${kyc}/memberships`, { tenant_id: d.fid, role: 'issuer_editor' }))
        .statusCode,
    ).toBe(400);

    const m = added.json().data.memberships.find((x: { role: string }) => x.role === 'deal_executor');
    const changed = await call(d.provider, 'PATCH', `${BASE}/${kyc}/memberships/${m.id}`, { role: 'fiduciary_editor' });
    expect(
      changed
        .json()
        .data.memberships.map((x: { role: string }) => x.role)
        .sort(),
    ).toEqual(['fiduciary_editor', 'kyc_approver']);
    expect(
      (await call(d.provider, 'PATCH', `${BASE}/${kyc}/memberships/${m.id}`, { role: 'issuer_admin' })).statusCode,
    ).toBe(400);
    const removed = await call(d.provider, 'DELETE', `${BASE}/${kyc}/memberships/${m.id}`);
    expect(removed.json().data.memberships).toHaveLength(1);
    const kinds = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'actor_user_id', 'fiduciary_id'])
      .where('subject', '=', kyc)
      .where('kind', 'like', 'membership_%')
      .orderBy('id')
      .execute();
    const providerId = await idOf('provider@demo.test');
    expect(kinds).toEqual(
      ['membership_granted', 'membership_role_changed', 'membership_removed'].map((kind) => ({
        kind,
        actor_user_id: providerId,
        fiduciary_id: d.fid,
      })),
    );
  });

  it('lets only the provider superadmin grant provider roles, and keeps the last superadmin', async () => {
    const editor = await idOf('fid-editor@demo.test');
    expect(
      (await call(d.provider, 'POST', `${BASE}/${editor}/memberships`, { role: 'trellis_operator' })).statusCode,
    ).toBe(403);
    const granted = await call(d.providerSuper, 'POST', `${BASE}/${editor}/memberships`, { role: 'trellis_operator' });
    expect(granted.statusCode, granted.body).toBe(201);
    expect(granted.json().data.memberships).toContainEqual(
      expect.objectContaining({
        role: 'trellis_operator',
        portal: 'trellis-admin',
        tenant: expect.objectContaining({ is_provider: true }),
      }),
    );
    expect(
      (
        await call(d.providerSuper, 'POST', `${BASE}/${editor}/memberships`, {
          tenant_id: d.fid,
          role: 'trellis_admin',
        })
      ).statusCode,
    ).toBe(400);
    const sup = await idOf('provider-super@demo.test');
    const own = (await call(d.providerSuper, 'GET', `${BASE}/${sup}`)).json().data.memberships[0];
    const last = await call(d.providerSuper, 'DELETE', `${BASE}/${sup}/memberships/${own.id}`);
    expect(last.json()).toMatchObject({ detail: LAST_SUPERADMIN, reason: 'LAST_PROVIDER_SUPERADMIN' });
  });

  it('disables a user: their open session is refused on the next request, and they cannot log in until enabled', async () => {
    const viewerId = await idOf('fid-viewer@demo.test');
    const session = await login(t, 'fid-viewer@demo.test');
    const url = `/api/v1/fid/${d.fid}/fid-admin/investors`;
    expect((await t.app.inject({ url, headers: bearer(session.access) })).statusCode).toBe(200);
    expect((await call(d.operator, 'POST', `${BASE}/${viewerId}/disable`)).statusCode).toBe(403);
    const disabled = await call(d.provider, 'POST', `${BASE}/${viewerId}/disable`);
    expect(disabled.json().data).toMatchObject({ is_active: false, active_sessions: 0 });
    expect((await t.app.inject({ url, headers: bearer(session.access) })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/token/refresh', payload: { refresh: session.refresh } }))
        .statusCode,
    ).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fid/login',
      payload: { username: 'fid-viewer@demo.test', password: 'Demo!2345' },
    });
    expect(refused.statusCode).toBe(401);
    const self = await idOf('provider@demo.test');
    expect((await call(d.provider, 'POST', `${BASE}/${self}/disable`)).statusCode).toBe(400);

    expect((await call(d.provider, 'POST', `${BASE}/${viewerId}/enable`)).json().data.is_active).toBe(true);
    const back = await login(t, 'fid-viewer@demo.test');
    expect((await t.app.inject({ url, headers: bearer(back.access) })).statusCode).toBe(200);
  });

  it('sends a password link or the invitation again, and resets a second factor', async () => {
    const signatory = await idOf('signatory@demo.test');
    const sent = await call(d.provider, 'POST', `${BASE}/${signatory}/password-link`);
    expect(sent.json()).toMatchObject({ kind: 'reset' });
    const mail = await t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'signatory@demo.test')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toMatch(/\/pages\/reset-password#token=[\w-]+/);

    const invited = await t.db
      .insertInto('app_user')
      .values({ email: 'pending@fund.test', password_hash: null, trellis_uid: 'USR-pending', profile_details: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const again = await call(d.provider, 'POST', `${BASE}/${invited.id}/password-link`);
    expect(again.json()).toMatchObject({
      kind: 'invitation',
      detail: 'The invitation was sent again to pending@fund.test.',
    });

    expect((await call(d.provider, 'POST', `${BASE}/${signatory}/reset-otp`)).statusCode).toBe(400);
    await t.db.updateTable('app_user').set({ otp_secret: 'JBSWY3DPEHPK3PXP' }).where('id', '=', signatory).execute();
    const reset = await call(d.provider, 'POST', `${BASE}/${signatory}/reset-otp`);
    expect(reset.json().data.has_otp).toBe(false);
    const audit = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'fiduciary_id'])
      .where('subject', '=', signatory)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.kind)).toEqual(expect.arrayContaining(['password_link_sent', 'second_factor_reset']));
  });
});
