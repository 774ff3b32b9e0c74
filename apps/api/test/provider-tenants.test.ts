import { HOST_TAKEN, SLUG_TAKEN } from '@dl/contracts';
import { TENANT_SUSPENDED } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from './documents-fixtures.ts';
import { type DemoApp, demoApp } from './demo-callers.ts';
import { bearer, login, type TestApp } from './helpers.ts';

/**
 * The provider's tenants (issue 18 point 2, ADR 0029): provider roles allowed and refused, no tenant
 * role reaching a provider route, a tenant created with its host and first administrator, isolation
 * between two tenants, hosts unique, suspension and reactivation.
 */
let t: TestApp;
let d: DemoApp<'provider' | 'providerSuper' | 'operator' | 'fidAdmin' | 'investor'>;
const BASE = '/api/v1/admin/tenants';

const call = (who: Caller, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

const newTenant = (suffix: string, hosts: string[] = [`fund-${suffix}.test`]) => ({
  name: `Fund ${suffix}`,
  slug: `fund-${suffix}`,
  mpid: null,
  hosts,
  admin: { email: `admin-${suffix}@fund.test`, first_name: 'Ada', last_name: `Admin ${suffix}` },
});

async function setPasswordFromMail(email: string): Promise<string> {
  const mail = await t.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /set-password#token=([\w-]+)/.exec(mail.body_text)?.[1];
  if (!token) throw new Error(`no set-password link in ${mail.body_text}`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/fid/set-password',
    payload: { token, password: 'Tenant!2345' },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return mail.body_text;
}

beforeAll(async () => {
  d = await demoApp('provider', 'providerSuper', 'operator', 'fidAdmin', 'investor');
  t = d.t;
});
afterAll(() => t.close());

describe('provider tenants', () => {
  it('lets every provider role read, only admins change, and no tenant role in at all', async () => {
    for (const who of [d.provider, d.providerSuper, d.operator]) {
      const res = await call(who, 'GET', `${BASE}?search=demo`);
      expect(res.statusCode, res.body).toBe(200);
      const demo = res.json().results.find((r: { id: string }) => r.id === d.fid);
      expect(demo.hosts).toContain('localhost');
      expect(demo.counts.users).toBeGreaterThan(5);
      expect(demo.counts.investors).toBeGreaterThan(0);
      expect(BigInt(demo.counts.storage_bytes)).toBeGreaterThan(0n);
    }
    expect((await call(d.operator, 'POST', BASE, newTenant('op'))).statusCode).toBe(403);
    expect((await call(d.operator, 'POST', `${BASE}/${d.fid}/suspend`, { reason: 'x' })).statusCode).toBe(403);
    for (const who of [d.fidAdmin, d.investor]) {
      expect((await call(who, 'GET', BASE)).statusCode).toBe(403);
      expect((await call(who, 'POST', BASE, newTenant('no'))).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: BASE })).statusCode).toBe(401);
    // The provider's own home is not a tenant.
    const all = (await call(d.provider, 'GET', `${BASE}?limit=100`)).json();
    expect(all.results.map((r: { slug: string }) => r.slug)).not.toContain('_provider');
  });

  it('creates a tenant with its host and administrator, who logs in to it and sees nothing of another', async () => {
    const res = await call(d.provider, 'POST', BASE, newTenant('alpha', ['fund-alpha.test', 'www.fund-alpha.test']));
    expect(res.statusCode, res.body).toBe(201);
    const tenant = res.json().data;
    expect(tenant).toMatchObject({
      name: 'Fund alpha',
      status: 'ACTIVE',
      hosts: ['fund-alpha.test', 'www.fund-alpha.test'],
    });
    expect(tenant.counts).toMatchObject({ users: 1, investors: 0, opportunities: 0, open_deals: 0 });
    const mail = await setPasswordFromMail('admin-alpha@fund.test');
    expect(mail).toContain('://fund-alpha.test');

    const admin = await login(t, 'admin-alpha@fund.test', 'Tenant!2345');
    const headers = bearer(admin.access);
    const own = await t.app.inject({ url: `/api/v1/fid/${tenant.id}/fid-admin/investors`, headers });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().count).toBe(0);
    // The demo tenant's lists, ids and files answer 404 from the new tenant's administrator, and back.
    const file = await t.db
      .selectFrom('stored_file')
      .select('id')
      .where('fiduciary_id', '=', d.fid)
      .executeTakeFirstOrThrow();
    for (const url of [
      `/api/v1/fid/${d.fid}/fid-admin/investors`,
      `/api/v1/fid/${d.fid}/fid-admin/investments`,
      `/api/v1/fid/${d.fid}/static-assets/${file.id}`,
    ])
      expect((await t.app.inject({ url, headers })).statusCode, url).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/v1/fid/${tenant.id}/fid-admin/investors`, headers: d.fidAdmin.headers }))
        .statusCode,
    ).toBe(404);

    const branding = await t.app.inject({ url: '/api/v1/public/branding', headers: { host: 'fund-alpha.test' } });
    expect(branding.json()).toMatchObject({
      fiduciary_id: tenant.id,
      suspended: false,
      colors: { primary: '#009F46' },
    });
    const nobody = await t.app.inject({ url: '/api/v1/public/branding', headers: { host: 'nobody.test' } });
    expect(nobody.json()).toMatchObject({ fiduciary_id: null, colors: null });
    const audit = await t.db
      .selectFrom('audit_event')
      .selectAll()
      .where('kind', '=', 'tenant_created')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ fiduciary_id: tenant.id, subject: tenant.id });
  });

  it('refuses a host or short name already used, and leaves nothing behind', async () => {
    const host = await call(d.provider, 'POST', BASE, newTenant('beta', ['fund-beta.test', 'localhost']));
    expect(host.statusCode).toBe(409);
    expect(host.json()).toMatchObject({ detail: HOST_TAKEN, reason: 'HOST_TAKEN' });
    const slug = await call(d.provider, 'POST', BASE, { ...newTenant('gamma'), slug: 'fund-alpha' });
    expect(slug.json()).toMatchObject({ detail: SLUG_TAKEN, reason: 'SLUG_TAKEN' });
    const left = await t.db
      .selectFrom('fiduciary')
      .select('id')
      .where('name', 'in', ['Fund beta', 'Fund gamma'])
      .execute();
    expect(left).toEqual([]);
    expect(
      await t.db.selectFrom('fiduciary_host').select('host').where('host', '=', 'fund-beta.test').execute(),
    ).toEqual([]);
    const bad = await call(d.provider, 'POST', BASE, { ...newTenant('delta'), hosts: ['Not A Host!'] });
    expect(bad.statusCode).toBe(400);

    const other = (await call(d.provider, 'POST', BASE, newTenant('epsilon'))).json().data;
    const taken = await call(d.provider, 'POST', `${BASE}/${other.id}/hosts`, { host: 'fund-alpha.test' });
    expect(taken.json().detail).toBe(HOST_TAKEN);
    const added = await call(d.provider, 'POST', `${BASE}/${other.id}/hosts`, { host: 'EPS.Fund.test' });
    expect(added.json().data.hosts).toEqual(['eps.fund.test', 'fund-epsilon.test']);
    const removed = await call(d.provider, 'DELETE', `${BASE}/${other.id}/hosts/eps.fund.test`);
    expect(removed.json().data.hosts).toEqual(['fund-epsilon.test']);
    const renamed = await call(d.provider, 'PATCH', `${BASE}/${other.id}`, { name: 'Epsilon Partners', mpid: 'EPSX' });
    expect(renamed.json().data).toMatchObject({ name: 'Epsilon Partners', mpid: 'EPSX' });
  });

  it('suspends a tenant: its users are refused at once and cannot log in; reactivating restores them', async () => {
    const tenant = (await call(d.provider, 'POST', BASE, newTenant('zeta'))).json().data;
    await setPasswordFromMail('admin-zeta@fund.test');
    const admin = await login(t, 'admin-zeta@fund.test', 'Tenant!2345');
    const url = `/api/v1/fid/${tenant.id}/fid-admin/investors`;
    expect((await t.app.inject({ url, headers: bearer(admin.access) })).statusCode).toBe(200);

    expect((await call(d.provider, 'POST', `${BASE}/${tenant.id}/suspend`, { reason: ' ' })).statusCode).toBe(400);
    const suspended = await call(d.provider, 'POST', `${BASE}/${tenant.id}/suspend`, { reason: 'Unpaid invoice' });
    expect(suspended.json().data).toMatchObject({ status: 'SUSPENDED', suspend_reason: 'Unpaid invoice' });
    const refused = await t.app.inject({ url, headers: bearer(admin.access) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: TENANT_SUSPENDED, reason: 'TENANT_SUSPENDED' });
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fid/login',
      payload: { username: 'admin-zeta@fund.test', password: 'Tenant!2345' },
    });
    expect(relogin.statusCode).toBe(403);
    expect(relogin.json().detail).toBe(TENANT_SUSPENDED);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/refresh',
      payload: { refresh: admin.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const branding = await t.app.inject({ url: '/api/v1/public/branding', headers: { host: 'fund-zeta.test' } });
    expect(branding.json().suspended).toBe(true);
    // Nothing is deleted: the tenant, its host and its administrator's membership are still there.
    expect((await call(d.operator, 'GET', `${BASE}/${tenant.id}`)).json().data.counts.users).toBe(1);

    const back = await call(d.provider, 'POST', `${BASE}/${tenant.id}/reactivate`);
    expect(back.json().data.status).toBe('ACTIVE');
    const again = await login(t, 'admin-zeta@fund.test', 'Tenant!2345');
    expect((await t.app.inject({ url, headers: bearer(again.access) })).statusCode).toBe(200);
    const kinds = await t.db
      .selectFrom('audit_event')
      .select('kind')
      .where('subject', '=', tenant.id)
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['tenant_created', 'tenant_suspended', 'tenant_reactivated']);
  });
});
