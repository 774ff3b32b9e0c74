import { authorizedPartySchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, tokensOf } from './demo-callers.ts';
import { createFiduciary, createUser } from './factories.ts';
import { bearer, login, type TestApp } from './helpers.ts';

let t: TestApp, fid: string, investor: string, viewer: string;
beforeAll(async () => {
  ({ t, fid, investor, viewer } = tokensOf(await demoApp('investor', 'viewer')));
});
afterAll(() => t.close());

async function newEntity(token = investor, name = 'Party Holdings') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/fid/${fid}/investors/my-entities`,
    headers: bearer(token),
    payload: { name, type: 'ENTITY' },
  });
  return res.json().id as string;
}

const base = (entityId: string) => `/api/v1/fid/${fid}/investors/my-entities/${entityId}/authorized-parties`;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token = investor, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('authorized parties', () => {
  it('lists the creator as the only admin of a new entity', async () => {
    const entityId = await newEntity();
    const res = await call('GET', base(entityId));
    expect(res.statusCode).toBe(200);
    const [me] = res.json().results.map((p: unknown) => authorizedPartySchema.parse(p));
    expect(me).toMatchObject({ email: 'investor@demo.test', role: 'INVESTOR_ADMIN', status: 'ACTIVE', is_me: true });
  });

  it('invites a new person: an account without password, a set-password e-mail, listed as INVITED', async () => {
    const entityId = await newEntity();
    const res = await call('POST', base(entityId), investor, {
      email: 'New.Partner@Example.com',
      first_name: 'Nia',
      last_name: 'Partner',
      role: 'VIEWER',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'new.partner@example.com',
      role: 'VIEWER',
      status: 'INVITED',
      is_me: false,
    });
    const mail = await t.db
      .selectFrom('email_outbox')
      .select(['kind', 'body_text'])
      .where('to_address', '=', 'new.partner@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('authorized_party_invite');
    expect(mail.body_text).toContain('/pages/set-password#token=');
    const membership = await t.db
      .selectFrom('membership')
      .select('role')
      .where('entity_id', '=', entityId)
      .where('user_id', '=', res.json().user_id)
      .executeTakeFirstOrThrow();
    expect(membership.role).toBe('fiduciary_viewer');
    const audit = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', entityId).execute();
    expect(audit.map((a) => a.kind)).toContain('authorized_party_invited');
    expect((await call('GET', base(entityId))).json().count).toBe(2);
  });

  it('gives an existing user the membership at once: they can switch to the entity', async () => {
    const entityId = await newEntity();
    const res = await call('POST', base(entityId), investor, {
      email: 'investor-admin@demo.test',
      role: 'INVESTOR_ADMIN',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'ACTIVE', role: 'INVESTOR_ADMIN' });
    const session = await login(t, 'investor-admin@demo.test');
    const exchange = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fid/token-exchange',
      headers: bearer(session.access),
      payload: { refresh: session.refresh, fiduciary_id: fid, role: 'fiduciary_investor-admin', entity_id: entityId },
    });
    expect(exchange.statusCode).toBe(200);
    const theirs = await call('GET', `/api/v1/fid/${fid}/investors/my-entities/${entityId}`, exchange.json().access);
    expect(theirs.json()).toMatchObject({ my_role: 'INVESTOR_ADMIN', can_manage: true });
    const again = await call('POST', base(entityId), investor, { email: 'INVESTOR-ADMIN@demo.test', role: 'VIEWER' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This person is already an authorized party of this entity.');
  });

  it('changes a role and removes a party; removed access ends at once', async () => {
    const entityId = await newEntity();
    const party = await createUser(t.db, { memberships: [] });
    const invited = (await call('POST', base(entityId), investor, { email: party.email, role: 'VIEWER' })).json();
    const changed = await call('PATCH', `${base(entityId)}/${invited.user_id}`, investor, { role: 'INVESTOR_ADMIN' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().role).toBe('INVESTOR_ADMIN');
    const partySession = await login(t, party.email, 'Demo!2345');
    expect(partySession.permissions[0]?.investor_admin_entities.map((e) => e.id)).toContain(entityId);
    const removed = await call('DELETE', `${base(entityId)}/${invited.user_id}`);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', base(entityId))).json().count).toBe(1);
    expect((await call('GET', `/api/v1/fid/${fid}/profile`, partySession.access)).statusCode).toBe(404);
  });

  it('refuses to remove or demote the last admin (409), and allows it once another admin exists', async () => {
    const entityId = await newEntity();
    const me = (await call('GET', base(entityId))).json().results[0];
    const demote = await call('PATCH', `${base(entityId)}/${me.user_id}`, investor, { role: 'VIEWER' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().detail).toBe(
      'An entity needs at least one admin: add another admin before removing this one.',
    );
    expect((await call('DELETE', `${base(entityId)}/${me.user_id}`)).statusCode).toBe(409);
    await call('POST', base(entityId), investor, { email: 'second-admin@example.com', role: 'INVESTOR_ADMIN' });
    expect((await call('DELETE', `${base(entityId)}/${me.user_id}`)).statusCode).toBe(204);
    // No longer a manager: the entity answers 404 to the former admin.
    expect((await call('GET', base(entityId))).statusCode).toBe(404);
  });

  it("refuses to change the entity's own investor", async () => {
    const avery = (await call('GET', `/api/v1/fid/${fid}/investors/my-entities`)).json().results[0];
    const me = (await call('GET', base(avery.id))).json().results[0];
    expect(me.role).toBe('INVESTOR');
    const res = await call('DELETE', `${base(avery.id)}/${me.user_id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe("The entity's own investor cannot be changed or removed here.");
  });

  it('validates the invitation', async () => {
    const entityId = await newEntity();
    const noEmail = await call('POST', base(entityId), investor, { email: '', role: 'VIEWER' });
    expect(noEmail.json().detail).toBe('email: Email is required');
    const badRole = await call('POST', base(entityId), investor, { email: 'a@example.com', role: 'INVESTOR' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().detail).toBe('role: Role should be INVESTOR_ADMIN or VIEWER');
    const badEmail = await call('POST', base(entityId), investor, { email: 'not-an-email', role: 'VIEWER' });
    expect(badEmail.json().detail).toBe('email: Email is not valid');
  });

  it("answers 404 for another user's entity and another tenant; 403 for viewers", async () => {
    const entityId = await newEntity();
    const admin = (await login(t, 'investor-admin@demo.test')).access;
    expect((await call('GET', base(entityId), admin)).statusCode).toBe(404);
    expect((await call('POST', base(entityId), admin, { email: 'x@example.com', role: 'VIEWER' })).statusCode).toBe(
      404,
    );
    expect((await call('GET', base(entityId), viewer)).statusCode).toBe(403);
    const other = await createFiduciary(t.db);
    const res = await call('GET', `/api/v1/fid/${other.id}/investors/my-entities/${entityId}/authorized-parties`);
    expect(res.statusCode).toBe(404);
  });
});
