import { myEntitySchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, tokensOf } from './demo-callers.ts';
import { createFiduciary, createUser } from './factories.ts';
import { bearer, login, type TestApp } from './helpers.ts';

let t: TestApp, fid: string, investor: string, admin: string, viewer: string;
beforeAll(async () => {
  ({ t, fid, investor, investorAdmin: admin, viewer } = tokensOf(await demoApp('investor', 'investorAdmin', 'viewer')));
});
afterAll(() => t.close());

const url = (path = '') => `/api/v1/fid/${fid}/investors/my-entities${path}`;
const call = (method: 'GET' | 'POST' | 'PATCH', path: string, token: string, payload?: object) =>
  t.app.inject({ method, url: url(path), headers: bearer(token), ...(payload ? { payload } : {}) });

const ADDRESS = {
  type: 'OFFICE',
  line1: '1 Harbor Way',
  city: 'Boston',
  postal: '02110',
  country: 'US',
  province: 'MA',
};
const PHONE = { type: 'CELL', country: 'US', number: '+12125550123' };

describe('my entities', () => {
  it('lists the entities the investor holds, with their role', async () => {
    const res = await call('GET', '', investor);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(1);
    expect(myEntitySchema.parse(body.results[0])).toMatchObject({
      name: 'Avery Investor',
      type: 'INDIVIDUAL',
      my_role: 'INVESTOR',
      can_manage: true,
      kyc_status: null,
      business_type: 'individual',
    });
    // The demo seed gives the demo entities an address and a phone.
    expect(body.results[0].addresses).toMatchObject([{ type: 'HOME', city: 'Brooklyn', country: 'us' }]);
    expect(body.results[0].phones).toEqual([{ type: 'CELL', country: 'US', number: '+12125550123' }]);
  });

  it('creates an entity with an address and a phone; the creator administers it', async () => {
    const res = await call('POST', '', investor, {
      name: 'Avery Holdings LLC',
      type: 'ENTITY',
      business_type: 'LLC',
      addresses: [ADDRESS],
      phones: [PHONE],
    });
    expect(res.statusCode).toBe(201);
    const entity = myEntitySchema.parse(res.json());
    expect(entity).toMatchObject({ name: 'Avery Holdings LLC', my_role: 'INVESTOR_ADMIN', business_type: 'LLC' });
    expect(entity.addresses).toEqual([{ ...ADDRESS, country: 'us', line2: null, line3: null }]);
    expect(entity.phones).toEqual([PHONE]);
    const membership = await t.db
      .selectFrom('membership')
      .select('role')
      .where('entity_id', '=', entity.id)
      .executeTakeFirstOrThrow();
    expect(membership.role).toBe('fiduciary_investor-admin');
    const audit = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', entity.id).execute();
    expect(audit.map((a) => a.kind)).toContain('entity_created');
    // The entity-only list leaves out individual-type entities (spec 3).
    const entityOnly = (await call('GET', '?kind=entity', investor)).json();
    expect(entityOnly.results.map((e: { name: string }) => e.name)).toEqual(['Avery Holdings LLC']);
    expect((await call('GET', '', investor)).json().count).toBe(2);
  });

  it('edits an entity: name, business type, replaced addresses and phones', async () => {
    const created = (await call('POST', '', investor, { name: 'Edit Me', type: 'ENTITY' })).json();
    const res = await call('PATCH', `/${created.id}`, investor, {
      name: 'Edited Co',
      type: 'ENTITY',
      business_type: 'corporation',
      addresses: [{ ...ADDRESS, type: 'HOME', line2: 'Suite 5' }],
      phones: [{ type: 'OFFICE', country: 'GB', number: '+442071838750' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Edited Co',
      business_type: 'corporation',
      addresses: [{ type: 'HOME', line2: 'Suite 5' }],
      phones: [{ type: 'OFFICE', country: 'GB' }],
    });
    expect((await call('GET', `/${created.id}`, investor)).json().name).toBe('Edited Co');
  });

  it.each([
    [{ line1: '' }, 'addresses.0.line1: Address Line 1 is required'],
    [{ city: ' ' }, 'addresses.0.city: City is required'],
    [{ postal: '' }, 'addresses.0.postal: Postal Code is required'],
    [{ country: '' }, 'addresses.0.country: Country is required'],
  ])('refuses an address without a required field (%o)', async (change, detail) => {
    const res = await call('POST', '', investor, { name: 'X', type: 'ENTITY', addresses: [{ ...ADDRESS, ...change }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(detail);
  });

  it('refuses a phone number that is not valid for its country, and duplicate types', async () => {
    const bad = await call('POST', '', investor, {
      name: 'X',
      type: 'ENTITY',
      phones: [{ type: 'HOME', country: 'US', number: '12' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('phones.0.number: Phone Number is not valid phone number');
    const twice = await call('POST', '', investor, { name: 'X', type: 'ENTITY', phones: [PHONE, PHONE] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toContain('Phone types should be unique');
    const noName = await call('POST', '', investor, { name: '', type: 'ENTITY' });
    expect(noName.json().detail).toBe('name: Name is required');
  });

  it("answers 404 for another user's entity, and for one the caller only views when changing it", async () => {
    const mine = (await call('POST', '', investor, { name: 'Private', type: 'ENTITY' })).json();
    expect((await call('GET', `/${mine.id}`, admin)).statusCode).toBe(404);
    expect((await call('PATCH', `/${mine.id}`, admin, { name: 'Taken', type: 'ENTITY' })).statusCode).toBe(404);
    const harbor = (await call('GET', '', admin)).json().results[0];
    expect(harbor.my_role).toBe('INVESTOR_ADMIN');
    expect((await call('PATCH', `/${harbor.id}`, investor, { name: 'Nope', type: 'ENTITY' })).statusCode).toBe(404);
  });

  it('shows the KYC status, read only: the latest KYC response, then a decided invitation', async () => {
    const entity = (await call('POST', '', investor, { name: 'Kyc Co', type: 'ENTITY' })).json();
    const kycOf = async () => (await call('GET', `/${entity.id}`, investor)).json().kyc_status;
    expect(await kycOf()).toBeNull();
    // A template row of its own, so the test does not depend on which templates are published.
    await t.db
      .insertInto('form_template')
      .values({ form_id: 'KYC_TEST_ENTITY', version: 1, kind: 'KYC_ENTITY', body: '{}' })
      .execute();
    await t.db
      .insertInto('form_response')
      .values({
        fiduciary_id: fid,
        entity_id: entity.id,
        form_id: 'KYC_TEST_ENTITY',
        template_version: 1,
        response: '{}',
      })
      .execute();
    expect(await kycOf()).toBe('In progress');
    await t.db.updateTable('form_response').set({ status: 'SUBMITTED' }).where('entity_id', '=', entity.id).execute();
    expect(await kycOf()).toBe('Submitted');
    await t.db
      .insertInto('invitation')
      .values({
        fiduciary_id: fid,
        email: 'kyc@example.com',
        first_name: 'K',
        last_name: 'Y',
        entity_type: 'ENTITY',
        status: 5,
        code_hash: Buffer.alloc(32, 1),
        expires_on: new Date(Date.now() + 86_400_000),
        entity_id: entity.id,
      })
      .execute();
    expect(await kycOf()).toBe('Approved');
  });

  it('refuses viewers (spec 6) and other tenants (404)', async () => {
    expect((await call('GET', '', viewer)).statusCode).toBe(403);
    expect((await call('POST', '', viewer, { name: 'V', type: 'ENTITY' })).statusCode).toBe(403);
    const other = await createFiduciary(t.db);
    const stranger = await createUser(t.db, {
      memberships: [{ fiduciary_id: other.id, role: 'fiduciary_investor', entity: true }],
    });
    const token = (await login(t, stranger.email, 'Demo!2345')).access;
    expect((await call('GET', '', token)).statusCode).toBe(404);
    const harbor = (await call('GET', '', admin)).json().results[0];
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/fid/${other.id}/investors/my-entities/${harbor.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
  });
});
