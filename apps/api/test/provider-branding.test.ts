import {
  accountBrandingSchema,
  hostBrandingSchema,
  publicBrandingSchema,
  type TenantBranding,
  tenantBrandingSchema,
  uploadResultSchema,
} from '@dl/contracts';
import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from './demo-callers.ts';
import type { Caller } from './documents-fixtures.ts';
import { createFiduciary, createUser } from './factories.ts';
import { bearer, login, type TestApp } from './helpers.ts';
import { createIssuer, createOpportunity } from './opportunities-fixtures.ts';

/**
 * Branding per tenant and per host (issue 18 point 3): who reads and who saves, a save showing at
 * once in the public document of the tenant's hosts and in its account branding, two hosts answering
 * differently, field-named 400s, audit with the acting provider user, logos served without a token.
 */
let t: TestApp;
let d: DemoApp<'provider' | 'providerSuper' | 'operator' | 'fidAdmin'>;
const base = () => `/api/v1/admin/tenants/${d.fid}`;

const call = (who: Caller | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const publicBranding = async (host: string) => {
  const res = await t.app.inject({ url: '/api/v1/public/branding', headers: { host } });
  return publicBrandingSchema.parse(res.json());
};

/** The branding as GET answers it, as a PUT body (without the tenant id and hosts). */
async function current(): Promise<Omit<TenantBranding, 'tenant_id' | 'hosts'>> {
  const res = await call(d.provider, 'GET', `${base()}/branding`);
  expect(res.statusCode, res.body).toBe(200);
  const { tenant_id: _id, hosts: _hosts, ...body } = tenantBrandingSchema.parse(res.json());
  return body;
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c50000000049454e44ae426082',
  'hex',
);

function uploadLogo(who: Caller, fileName: string, content: Buffer) {
  const boundary = '----dlbranding';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: `${base()}/branding/images`,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

/** A host override that sets nothing: the host is as its tenant. */
const INHERIT = {
  logo: null,
  help_address: null,
  appTitles: {},
  drOptions: { showIndicateInterestBtn: null, poweredByText: null },
};

beforeAll(async () => {
  d = await demoApp('provider', 'providerSuper', 'operator', 'fidAdmin');
  t = d.t;
});
afterAll(() => t.close());

describe('provider branding: roles', () => {
  it('lets every provider role read, only admins save, and no tenant role in', async () => {
    for (const who of [d.provider, d.providerSuper, d.operator]) {
      const res = await call(who, 'GET', `${base()}/branding`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Demo Fiduciary Trust', hosts: ['127.0.0.1', 'localhost'] });
      expect((await call(who, 'GET', `${base()}/hosts/localhost/branding`)).statusCode).toBe(200);
    }
    const body = await current();
    expect((await call(d.operator, 'PUT', `${base()}/branding`, body)).statusCode).toBe(403);
    expect((await call(d.operator, 'PUT', `${base()}/hosts/localhost/branding`, INHERIT)).statusCode).toBe(403);
    expect((await uploadLogo(d.operator, 'logo.png', PNG)).statusCode).toBe(403);
    expect((await call(d.fidAdmin, 'GET', `${base()}/branding`)).statusCode).toBe(403);
    expect((await call(d.fidAdmin, 'PUT', `${base()}/branding`, body)).statusCode).toBe(403);
    expect((await call(null, 'GET', `${base()}/branding`)).statusCode).toBe(401);
    for (const who of [d.provider, d.providerSuper])
      expect((await call(who, 'PUT', `${base()}/branding`, body)).statusCode).toBe(200);
    const missing = '/api/v1/admin/tenants/00000000-0000-4000-8000-000000000000/branding';
    expect((await call(d.provider, 'GET', missing)).statusCode).toBe(404);
    expect((await call(d.provider, 'GET', `${base()}/hosts/elsewhere.test/branding`)).statusCode).toBe(404);
  });
});

describe('provider branding: saving', () => {
  it('shows a save at once in public/branding of the host and in accounts/branding, and audits it', async () => {
    const body = await current();
    body.branding.colors.primary = '#00893C';
    body.branding.show_name = false;
    body.settings.help_address = 'desk@demo.test';
    body.settings.digital_locker_terms = 'https://demo.test/terms';
    body.public_branding.appTitles['digital-locker'] = 'Demo Investors';
    body.public_branding.drOptions.poweredByText = 'Powered by Demo';
    const saved = await call(d.provider, 'PUT', `${base()}/branding`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().branding.colors.primary).toBe('#00893C');

    const doc = await publicBranding('localhost:8080');
    expect(doc).toMatchObject({
      help_address: 'desk@demo.test',
      appTitles: { 'digital-locker': 'Demo Investors' },
      drOptions: { poweredByText: 'Powered by Demo' },
    });
    expect(doc.links['digital-locker']).toMatchObject({
      contact: 'mailto:desk@demo.test',
      terms: 'https://demo.test/terms',
    });
    const account = await t.app.inject({ url: `/api/v1/fid/${d.fid}/accounts/branding`, headers: d.fidAdmin.headers });
    expect(accountBrandingSchema.parse(account.json()).branding).toMatchObject({
      show_name: false,
      colors: { primary: '#00893C' },
    });

    const audit = await t.db
      .selectFrom('audit_event')
      .select(['actor_user_id', 'data'])
      .where('kind', '=', 'branding_updated')
      .where('fiduciary_id', '=', d.fid)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const providerId = (
      await t.db.selectFrom('app_user').select('id').where('email', '=', 'provider@demo.test').executeTakeFirstOrThrow()
    ).id;
    expect(audit.actor_user_id).toBe(providerId);
    expect((audit.data as { fields: string[] }).fields).toEqual([
      'branding.colors.primary',
      'branding.show_name',
      'public_branding.appTitles.digital-locker',
      'public_branding.drOptions.poweredByText',
      'settings.digital_locker_terms',
      'settings.help_address',
    ]);
    expect((audit.data as { before: Record<string, unknown> }).before['branding.colors.primary']).toBe('#009F46');
  });

  it('answers differently on two hosts of one tenant with different overrides', async () => {
    const west = {
      logo: null,
      help_address: 'west@demo.test',
      appTitles: { issuers: 'West Issuers' },
      drOptions: { showIndicateInterestBtn: false, poweredByText: null },
    };
    const east = {
      logo: null,
      help_address: null,
      appTitles: { issuers: 'East Issuers' },
      drOptions: { showIndicateInterestBtn: null, poweredByText: 'East' },
    };
    const a = await call(d.provider, 'PUT', `${base()}/hosts/localhost/branding`, west);
    expect(a.statusCode, a.body).toBe(200);
    expect(hostBrandingSchema.parse(a.json()).document).toMatchObject({ help_address: 'west@demo.test' });
    expect((await call(d.providerSuper, 'PUT', `${base()}/hosts/127.0.0.1/branding`, east)).statusCode).toBe(200);

    const onWest = await publicBranding('localhost');
    const onEast = await publicBranding('127.0.0.1:8080');
    expect(onWest.appTitles.issuers).toBe('West Issuers');
    expect(onEast.appTitles.issuers).toBe('East Issuers');
    expect(onWest.drOptions).toMatchObject({ showIndicateInterestBtn: false });
    expect(onEast.drOptions).toMatchObject({ showIndicateInterestBtn: true, poweredByText: 'East' });
    expect(onWest.help_address).toBe('west@demo.test');
    expect(onEast.help_address).not.toBe('west@demo.test');

    const read = hostBrandingSchema.parse((await call(d.operator, 'GET', `${base()}/hosts/127.0.0.1/branding`)).json());
    expect(read.override).toMatchObject({ help_address: null, appTitles: { issuers: 'East Issuers' } });
    const audit = await t.db
      .selectFrom('audit_event')
      .select('data')
      .where('kind', '=', 'host_branding_updated')
      .where('fiduciary_id', '=', d.fid)
      .execute();
    expect(audit.map((r) => (r.data as { host: string }).host).sort()).toEqual(['127.0.0.1', 'localhost']);

    // Cleared, the host is as its tenant again.
    expect((await call(d.provider, 'PUT', `${base()}/hosts/localhost/branding`, INHERIT)).statusCode).toBe(200);
    expect((await publicBranding('localhost')).appTitles.issuers).toBe(
      (await current()).public_branding.appTitles.issuers,
    );
  });

  it('refuses bad input with 400 naming the field, and saves nothing', async () => {
    const before = await current();
    const cases: [(b: typeof before) => void, string][] = [
      [
        (b) => {
          b.branding.colors.primary = '#12';
        },
        'branding.colors.primary: Primary is invalid.',
      ],
      [
        (b) => {
          b.settings.issuer_terms = 'javascript:alert(1)';
        },
        'settings.issuer_terms: Issuer Terms is not url',
      ],
      [
        (b) => {
          b.settings.help_address = 'not-an-address';
        },
        'settings.help_address: Help Address is not valid email',
      ],
      [
        (b) => {
          b.public_branding.appTitles.acap = 'x'.repeat(61);
        },
        'public_branding.appTitles.acap: should be at most 60 characters',
      ],
    ];
    for (const [edit, detail] of cases) {
      const body = structuredClone(before);
      body.name = 'Never saved';
      edit(body);
      const res = await call(d.provider, 'PUT', `${base()}/branding`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain(detail);
    }
    expect((await current()).name).toBe(before.name);
  });

  it('drops the secondary-opportunities rule of the tenant on save', async () => {
    const f = await createFiduciary(t.db, { mpid: 'SEC' });
    await t.db
      .updateTable('fiduciary')
      .set({ public_branding: JSON.stringify({ s3Data: { showSecondaryOpportunities: true } }) })
      .where('id', '=', f.id)
      .execute();
    const issuer = await createIssuer(t.db, f.id);
    await createOpportunity(t.db, f.id, issuer.id, { name: 'Traded One', kind: 'SECONDARY' });
    const investor = await createUser(t.db, {
      memberships: [{ fiduciary_id: f.id, role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR, entity: true }],
    });
    const token = (await login(t, investor.email)).access;
    const trade = async () => {
      const res = await t.app.inject({
        url: `/api/v1/fid/${f.id}/investors/opportunities?is_primary=false`,
        headers: bearer(token),
      });
      return res.json().count as number;
    };
    expect(await trade()).toBe(1);
    const url = `/api/v1/admin/tenants/${f.id}/branding`;
    const {
      tenant_id: _id,
      hosts: _hosts,
      ...body
    } = tenantBrandingSchema.parse((await call(d.provider, 'GET', url)).json());
    body.public_branding.s3Data.showSecondaryOpportunities = false;
    expect((await call(d.provider, 'PUT', url, body)).statusCode).toBe(200);
    expect(await trade()).toBe(0);
  });
});

describe('provider branding: logos', () => {
  it('stores a PNG logo and serves it without a token; refuses a non-image', async () => {
    const res = await uploadLogo(d.provider, 'logo.png', PNG);
    expect(res.statusCode, res.body).toBe(201);
    const logo = uploadResultSchema.parse(res.json());
    expect(logo.url).toBe(`/api/v1/public/branding-images/${logo.id}`);
    const served = await t.app.inject({ url: logo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const body = await current();
    body.branding.logo_url = logo.url;
    body.public_branding.logo = logo.url;
    expect((await call(d.provider, 'PUT', `${base()}/branding`, body)).statusCode).toBe(200);
    expect((await publicBranding('localhost')).logo).toBe(logo.url);

    const script = await uploadLogo(d.provider, 'logo.png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(script.statusCode).toBe(400);
    expect(script.json().detail).toBe('Please upload PNG / JPEG / WebP files only');
  });

  it('serves no other stored file through the public route', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v1/fid/${d.fid}/static-assets?group=image`,
      headers: { ...d.fidAdmin.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.concat([
        Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'),
        PNG,
        Buffer.from('\r\n--x--\r\n'),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const res = await t.app.inject({ url: `/api/v1/public/branding-images/${upload.json().id}` });
    expect(res.statusCode).toBe(404);
  });
});
