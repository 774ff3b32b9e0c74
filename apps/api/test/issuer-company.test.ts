import { companySchema, uploadResultSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import type { Caller } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';
import {
  companyBody,
  ISSUER_ROLE_KEYS,
  type IssuerRoleKey,
  issuerIdOf,
  type Member,
  membersByRole,
  multipart,
  otherTenantCompany,
  PNG,
} from './issuer-portal-fixtures.ts';
import { auditKinds } from './opportunity-approval-fixtures.ts';

/** The issuer portal's company (issue 16 point 2, ADR 0030): read, edit, approval rule, images. */

let t: TestApp, fid: string, investor: Caller, fidAdmin: Caller;
let northwind: string, helio: string, members: Record<IssuerRoleKey, Member>;
let other: Awaited<ReturnType<typeof otherTenantCompany>>;

beforeAll(async () => {
  ({ t, fid, investor, fidAdmin } = await demoApp('investor', 'fidAdmin'));
  northwind = await issuerIdOf(t, 'Northwind Robotics');
  helio = await issuerIdOf(t, 'Helio Grid Energy');
  members = await membersByRole(t, fid, northwind);
  other = await otherTenantCompany(t);
}, 120_000);
afterAll(() => t.close());

const base = (f = fid) => `/api/v1/fid/${f}/issuers/companies`;
const get = (who: Caller, path = '', f = fid) => t.app.inject({ url: `${base(f)}${path}`, headers: who.headers });
const patch = (who: Caller, issuerId: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `${base()}/${issuerId}`, headers: who.headers, payload });
const upload = (who: Caller, issuerId: string, kind: string, fileName: string, content: Buffer) => {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `${base()}/${issuerId}/images?kind=${kind}`,
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};

/** ADR 0030's table for the company. */
const EDITORS: IssuerRoleKey[] = ['SA', 'AD', 'ED'];
const RULE_SETTERS: IssuerRoleKey[] = ['SA', 'AD'];

describe('GET issuers/companies', () => {
  it.each(ISSUER_ROLE_KEYS)('%s: lists the one company of the membership, with what the role may do', async (key) => {
    const res = await get(members[key]);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { results: unknown[]; count: number };
    expect(list.count).toBe(1);
    const company = companySchema.parse(list.results[0]);
    expect(company).toMatchObject({ id: northwind, name: 'Northwind Robotics', requires_internal_approval: true });
    expect(company.permissions.edit_company).toBe(EDITORS.includes(key));
    expect(company.permissions.edit_approval_rule).toBe(RULE_SETTERS.includes(key));
    expect(company.permissions.write_opportunities).toBe(EDITORS.includes(key));
    expect(company.permissions.approve_opportunities).toBe(['SA', 'AD', 'OA'].includes(key));
    expect(company.permissions.close_opportunities).toBe(RULE_SETTERS.includes(key));
    expect(company.permissions.countersign).toBe(['SA', 'AD', 'SIG'].includes(key));
    expect(company.permissions.answer_questions).toBe(key !== 'VW');
  });

  it('refuses investors and the fiduciary’s staff (403)', async () => {
    expect((await get(investor)).json()).toMatchObject({
      detail: 'You do not have permission to perform this action.',
    });
    expect((await get(investor)).statusCode).toBe(403);
    const staff = await get(fidAdmin);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().detail).toBe('Your role does not allow this action.');
    expect((await get(fidAdmin, `/${northwind}`)).statusCode).toBe(403);
  });
});

describe('GET issuers/companies/{id}', () => {
  it('reads the company with the seeded details (employees as digits)', async () => {
    const res = await get(members.VW, `/${northwind}`);
    expect(res.statusCode).toBe(200);
    const company = companySchema.parse(res.json().data);
    expect(company.details).toMatchObject({ structure: 'Corporation', yearFounded: 2019, sector: 'Automation' });
    expect(company.my_roles).toEqual(['issuer_viewer']);
  });

  it('answers 404 for another company of the tenant and for another tenant’s', async () => {
    expect((await get(members.AD, `/${helio}`)).statusCode).toBe(404);
    expect((await get(members.AD, `/${other.issuerId}`)).statusCode).toBe(404);
    expect((await patch(members.AD, helio, companyBody())).statusCode).toBe(404);
    expect((await upload(members.AD, helio, 'logo', 'a.png', PNG)).statusCode).toBe(404);
    // Another tenant's member on this tenant's address, and this tenant's member on theirs.
    expect((await get(other.admin, `/${northwind}`)).statusCode).toBe(404);
    expect((await get(members.AD, `/${other.issuerId}`, other.fid)).statusCode).toBe(404);
  });
});

describe('PATCH issuers/companies/{id}', () => {
  it.each(ISSUER_ROLE_KEYS)('%s: allowed as ADR 0030 says (company.manage)', async (key) => {
    const res = await patch(members[key], northwind, companyBody({ headquarters: `HQ of ${key}` }));
    expect(res.statusCode).toBe(EDITORS.includes(key) ? 200 : 403);
    if (!EDITORS.includes(key)) expect(res.json().detail).toBe('Your role does not allow this action.');
  });

  it('refuses investors and the fiduciary’s staff (403)', async () => {
    expect((await patch(investor, northwind, companyBody())).statusCode).toBe(403);
    expect((await patch(fidAdmin, northwind, companyBody())).statusCode).toBe(403);
  });

  it('saves every detail, audited, and investors see them on the opportunity', async () => {
    const res = await patch(members.ED, northwind, companyBody({ employees: '1250', yearFounded: '2018' }));
    expect(res.statusCode, res.body).toBe(200);
    const company = companySchema.parse(res.json().data);
    expect(company.details).toEqual({
      structure: 'Corporation',
      yearFounded: 2018,
      sector: 'Automation',
      industry: 'Industrial Machinery',
      naics: '333922',
      isin: 'US0378331005',
      headquarters: 'Pittsburgh, PA',
      employees: '1250',
      address: {
        line1: '100 Main Street',
        line2: null,
        line3: null,
        country: 'us',
        province: 'PA',
        city: 'Pittsburgh',
        postal: '15201',
      },
    });
    expect(await auditKinds(t, northwind)).toContain('issuer.company_updated');
    const opp = await t.db
      .selectFrom('opportunity')
      .select('id')
      .where('name', '=', 'Northwind Series A')
      .executeTakeFirstOrThrow();
    const detail = await t.app.inject({
      url: `/api/v1/fid/${fid}/investors/opportunities/${opp.id}`,
      headers: investor.headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(JSON.stringify(detail.json())).toContain('"employees":1250');
    expect(JSON.stringify(detail.json())).toContain('"yearFounded":2018');
  });

  it('changes the approval rule only for its administrators (company.approval_rule)', async () => {
    const editor = await patch(members.ED, northwind, companyBody({ requires_internal_approval: false }));
    expect(editor.statusCode).toBe(403);
    expect(editor.json().detail).toBe(
      "Your role does not allow changing whether the company's opportunities need its own approval.",
    );
    // Sending the current value is no change.
    expect((await patch(members.ED, northwind, companyBody({ requires_internal_approval: true }))).statusCode).toBe(
      200,
    );
    const admin = await patch(members.AD, northwind, companyBody({ requires_internal_approval: false }));
    expect(admin.json().data.requires_internal_approval).toBe(false);
    const back = await patch(members.SA, northwind, companyBody({ requires_internal_approval: true }));
    expect(back.json().data.requires_internal_approval).toBe(true);
  });

  it.each([
    [{ address: { ...companyBody().address, line1: '' } }, 'address.line1: Line 1 is required'],
    [{ address: { ...companyBody().address, country: '' } }, 'address.country: Country is required'],
    [{ address: { ...companyBody().address, city: ' ' } }, 'address.city: City is required'],
    [{ address: { ...companyBody().address, postal: '' } }, 'address.postal: Postal is required'],
    [{ employees: '12a' }, 'employees: should be numbers only.'],
    [{ employees: '1,200' }, 'employees: should be numbers only.'],
    [{ name: '' }, 'name: Name is required'],
    [{ naics: '33-39' }, 'naics: NAICS should be 2 to 6 digits'],
    [{ yearFounded: '19' }, 'yearFounded: Year Founded should be a year such as 2019'],
    [{ logo: 'https://tracker.example/pixel.png' }, 'logo: Logo should be an uploaded image'],
  ])('refuses %j with the spec’s message', async (change, detail) => {
    const res = await patch(members.AD, northwind, companyBody(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(detail);
  });
});

describe('POST issuers/companies/{id}/images', () => {
  it('stores a PNG judged by content, public to investors and pages, and keeps it on the company', async () => {
    const res = await upload(members.ED, northwind, 'logo', 'logo.png', PNG);
    expect(res.statusCode, res.body).toBe(201);
    const image = uploadResultSchema.parse(res.json());
    expect(image.url).toBe(`/api/v1/public/branding-images/${image.id}`);
    const served = await t.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const saved = await patch(
      members.ED,
      northwind,
      companyBody({ logo: image.url, logo_small: image.url, background_image: image.url }),
    );
    expect(companySchema.parse(saved.json().data).branding).toEqual({
      logo: image.url,
      logo_small: image.url,
      background_image: image.url,
    });
  });

  it.each([
    ['a renamed executable', 'logo.png', Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(64)])],
    ['a PDF named .png', 'logo.png', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n')],
    ['an SVG', 'logo.png', Buffer.from('<svg onload="alert(1)"></svg>')],
  ])('refuses %s with the spec’s message', async (_what, name, content) => {
    const res = await upload(members.AD, northwind, 'background', name, content);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Please upload PNG / JPEG / WebP files only');
  });

  it.each(ISSUER_ROLE_KEYS)('%s: allowed as ADR 0030 says (company.manage)', async (key) => {
    const res = await upload(members[key], northwind, 'logo_small', 'small.png', PNG);
    expect(res.statusCode).toBe(EDITORS.includes(key) ? 201 : 403);
  });

  it('refuses investors (403) and an unknown kind (400)', async () => {
    expect((await upload(investor, northwind, 'logo', 'a.png', PNG)).statusCode).toBe(403);
    expect((await upload(members.AD, northwind, 'banner', 'a.png', PNG)).statusCode).toBe(400);
  });
});
