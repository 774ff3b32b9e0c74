import {
  fiduciaryContactSchema,
  issuerOpportunitySchema,
  PUBLIC_TEARSHEET_NOT_FOUND,
  tearsheetSchema,
} from '@dl/contracts';
import { ISSUER_ROLES } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLIC_TEARSHEET } from '../src/seed/demo-values.ts';
import { demoApp } from './demo-callers.ts';
import { type Caller, opportunityId, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { issuerIdOf, issuerMember, type Member } from './issuer-portal-fixtures.ts';
import { auditKinds } from './opportunity-approval-fixtures.ts';

/** Issue 14 point 3 (ADR 0033): spec 2's public tearsheet and the onboarding contact answer without a token. */

let t: TestApp, fid: string, issuer: Caller, investor: Caller, viewer: Member, other: OtherTenant;
let extension: string, pending: string;

const tearsheetUrl = (id: string) => `/api/v1/public/tearsheets/${id}`;
const readPublic = (id: string, host?: string) =>
  t.app.inject({ method: 'GET', url: tearsheetUrl(id), headers: host ? { host } : {} });
const setPublic = (caller: Caller, id: string, value: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/fid/${fid}/issuers/opportunities/${id}/tearsheet-public`,
    headers: caller.headers,
    payload: { public: value },
  });

beforeAll(async () => {
  ({ t, fid, issuer, investor } = await demoApp('issuer', 'investor'));
  extension = await opportunityId(t, 'Northwind Series A Extension');
  pending = await opportunityId(t, 'Helio Grid Bridge');
  viewer = await issuerMember(t, fid, await issuerIdOf(t, 'Northwind Robotics'), ISSUER_ROLES.ISSUER_VIEWER);
  other = await otherTenant(t);
}, 120_000);
afterAll(() => t.close());

describe('GET /api/v1/public/tearsheets/{id} without a login', () => {
  it('answers the demo tearsheet its issuer made public, with the summary fields only', async () => {
    const res = await readPublic(DEMO_PUBLIC_TEARSHEET.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(tearsheetSchema.shape).sort());
    expect(tearsheetSchema.strict().parse(body).name).toBe(DEMO_PUBLIC_TEARSHEET.name);
    for (const key of ['pre', 'post', 'security_terms', 'status', 'favorite', 'nda', 'access', 'documents', 'entity'])
      expect(res.body).not.toContain(`"${key}"`);
  });

  it('answers one not-found for a private, an unknown, an unpublished and a malformed id', async () => {
    await t.db.updateTable('opportunity').set({ tearsheet_public: true }).where('id', '=', pending).execute();
    for (const id of [extension, '3f0c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f', pending]) {
      const res = await readPublic(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe(PUBLIC_TEARSHEET_NOT_FOUND);
    }
    expect((await readPublic('not-an-id')).statusCode).toBe(400);
  });

  it("keeps another tenant's public tearsheet on its own host", async () => {
    await t.db
      .updateTable('opportunity')
      .set({ tearsheet_public: true })
      .where('id', '=', other.opportunityId)
      .execute();
    expect((await readPublic(other.opportunityId)).statusCode).toBe(404);
    await t.db.insertInto('fiduciary_host').values({ host: 'other-tenant.test', fiduciary_id: other.fid }).execute();
    expect((await readPublic(other.opportunityId, 'other-tenant.test')).statusCode).toBe(200);
    expect((await readPublic(DEMO_PUBLIC_TEARSHEET.id, 'other-tenant.test')).statusCode).toBe(404);
  });
});

describe('the issuer marks a tearsheet public (issuer_opportunities.write, audited)', () => {
  it('makes it readable without a login, and private again', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/v1/fid/${fid}/issuers/opportunities/${extension}`,
      headers: issuer.headers,
    });
    expect(issuerOpportunitySchema.parse(before.json().data).tearsheet_public).toBe(false);

    const on = await setPublic(issuer, extension, true);
    expect(on.statusCode).toBe(200);
    expect(issuerOpportunitySchema.parse(on.json().data).tearsheet_public).toBe(true);
    expect((await readPublic(extension)).statusCode).toBe(200);

    expect((await setPublic(issuer, extension, false)).json().data.tearsheet_public).toBe(false);
    expect((await readPublic(extension)).statusCode).toBe(404);
    // The same value again changes nothing and records nothing.
    await setPublic(issuer, extension, false);
    expect((await auditKinds(t, extension)).filter((k) => k.startsWith('issuer.tearsheet'))).toEqual([
      'issuer.tearsheet_made_public',
      'issuer.tearsheet_made_private',
    ]);
  });

  it("refuses a viewer, an investor, another tenant's id and a strange body", async () => {
    expect((await setPublic(viewer, extension, true)).statusCode).toBe(403);
    expect((await setPublic(investor, extension, true)).statusCode).toBe(403);
    expect((await setPublic(issuer, other.opportunityId, true)).statusCode).toBe(404);
    const strange = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/fid/${fid}/issuers/opportunities/${extension}/tearsheet-public`,
      headers: issuer.headers,
      payload: { public: 'yes' },
    });
    expect(strange.statusCode).toBe(400);
    expect((await readPublic(extension)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/public/fiduciaries/{fidId}/contact (onboarding without a code)', () => {
  it("answers the tenant's name and help address without a login", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/fiduciaries/${fid}/contact` });
    expect(res.statusCode).toBe(200);
    expect(fiduciaryContactSchema.strict().parse(res.json())).toEqual({
      name: 'Demo Fiduciary Trust',
      email: 'help@demo.test',
    });
  });

  it("answers 404 for an unknown id and the provider's home", async () => {
    const home = await t.db
      .selectFrom('fiduciary')
      .select('id')
      .where('is_provider', '=', true)
      .executeTakeFirstOrThrow();
    for (const id of ['3f0c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f', home.id]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/fiduciaries/${id}/contact` });
      expect(res.statusCode).toBe(404);
    }
  });
});
