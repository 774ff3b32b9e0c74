import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capTableIdFor } from '#api/plugins/guards/captable.ts';
import { CAPTABLE_ROLE_KEYS, type CapWorld, capWorld } from './captable-fixtures.ts';
import { append, D, stakeholder } from './captable-views-fixtures.ts';
import { createUser } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp, w: CapWorld, known: { id: string; email: string };

beforeAll(async () => {
  t = await buildTestApp();
  w = await capWorld(t);
  known = await createUser(t.db, { email: 'Known.Person@Example.test', memberships: [] });
  const ct = w.capTableId;
  await stakeholder(t, ct, 'SH-1', 'Ada Lovelace', { email: 'ada@example.test' });
  await stakeholder(t, ct, 'SH-2', 'Bo Noemail');
  await stakeholder(t, ct, 'SH-3', 'Cy Holder', { email: 'cy@example.test', user_id: w.members.holder.userId });
  await stakeholder(t, ct, 'SH-4', 'Known Person', { email: 'known.person@example.test' });
});
afterAll(() => t.close());

const admin = () => w.members.captable_admin.headers;
const list = async (headers = admin()) =>
  (await t.app.inject({ method: 'GET', url: w.url('/holders?itemsPerPage=10'), headers })).json();
const invite = (id: string, headers = admin()) =>
  t.app.inject({ method: 'POST', url: w.url(`/holders/${id}/invite`), headers });
const statusOf = async (id: string) =>
  (await list()).results.find((h: { stakeholder_id: string }) => h.stakeholder_id === id)?.status;

describe('holders', () => {
  it('lists every stakeholder by name with its status', async () => {
    const body = await list();
    expect(body.count).toBe(4);
    expect(body.results.map((h: { name: string; status: string }) => [h.name, h.status])).toEqual([
      ['Ada Lovelace', 'not_invited'],
      ['Bo Noemail', 'not_invited'],
      // Linked to an account that holds the company's holder membership and has a password.
      ['Cy Holder', 'active'],
      ['Known Person', 'not_invited'],
    ]);
  });

  it('an invitation needs an e-mail address, and says whose is missing', async () => {
    const res = await invite('SH-2');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'Bo Noemail has no e-mail address; add one to the stakeholder before inviting them.',
    );
    expect((await invite('SH-404')).statusCode).toBe(404);
  });

  it('invites a new person: an account without a password, the holder role, a set-password e-mail, audited', async () => {
    const res = await invite('SH-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ stakeholder_id: 'SH-1', status: 'invited', email: 'ada@example.test' });
    expect(res.body).not.toMatch(/token/i);
    const user = await t.db
      .selectFrom('app_user')
      .select(['id', 'password_hash'])
      .where('email', '=', 'ada@example.test')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();
    const sh = await t.db
      .selectFrom('cap_stakeholder')
      .select('user_id')
      .where('cap_table_id', '=', w.capTableId)
      .where('id', '=', 'SH-1')
      .executeTakeFirstOrThrow();
    expect(sh.user_id).toBe(user.id);
    const roles = await t.db
      .selectFrom('membership')
      .select(['role', 'issuer_id', 'fiduciary_id'])
      .where('user_id', '=', user.id)
      .execute();
    expect(roles).toEqual([{ role: 'holder', issuer_id: w.issuerId, fiduciary_id: w.fid }]);
    const mail = await t.db
      .selectFrom('email_outbox')
      .select(['kind', 'body_text', 'subject'])
      .where('to_address', '=', 'ada@example.test')
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('captable_holder_invite');
    expect(mail.subject).toBe('Your holdings in Acme Robotics Inc.');
    expect(mail.body_text).toMatch(/\/pages\/set-password#token=\S+/);
    const audit = await t.db
      .selectFrom('audit_event')
      .select(['data', 'actor_user_id'])
      .where('kind', '=', 'captable_holder_invited')
      .execute();
    expect(audit).toEqual([
      {
        actor_user_id: w.members.captable_admin.userId,
        data: expect.objectContaining({ stakeholder_id: 'SH-1', holder_user_id: user.id, created_account: true }),
      },
    ]);
  });

  it('a second invitation within a minute is refused with 429; after the password is set the holder is active', async () => {
    expect((await invite('SH-1')).statusCode).toBe(429);
    const mail = await t.db
      .selectFrom('email_outbox')
      .select('body_text')
      .where('to_address', '=', 'ada@example.test')
      .executeTakeFirstOrThrow();
    const token = /#token=(\S+)/.exec(mail.body_text)?.[1] as string;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fid/set-password',
      payload: { token, password: 'A-long-Passw0rd!' },
    });
    expect(set.statusCode).toBe(200);
    expect(await statusOf('SH-1')).toBe('active');
    const again = await invite('SH-1');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Ada Lovelace already has access to their holdings.');
  });

  it('a person with an account already gets the role at once and a sign-in note, no second account', async () => {
    const res = await invite('SH-4');
    expect(res.json().data).toMatchObject({ status: 'active' });
    const users = await t.db
      .selectFrom('app_user')
      .select('id')
      .where('email', 'ilike', 'known.person@example.test')
      .execute();
    expect(users).toEqual([{ id: known.id }]);
    const mail = await t.db
      .selectFrom('email_outbox')
      .select(['kind', 'body_text'])
      .where('to_address', '=', known.email)
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('captable_holder_added');
    expect(mail.body_text).not.toMatch(/token/);
  });

  describe('who may list and invite', () => {
    const LIST = ['tapp_admin', 'captable_super_admin', 'captable_admin', 'captable_editor'];
    const INVITE = ['tapp_admin', 'captable_super_admin', 'captable_admin'];
    it.each(CAPTABLE_ROLE_KEYS)('%s', async (role) => {
      const headers = w.members[role].headers;
      const listed = await t.app.inject({ method: 'GET', url: w.url('/holders'), headers });
      expect(listed.statusCode).toBe(LIST.includes(role) ? 200 : 403);
      // SH-2 has no e-mail: an allowed role reaches the 400, a refused one stops at 403.
      expect((await invite('SH-2', headers)).statusCode).toBe(INVITE.includes(role) ? 400 : 403);
    });

    it("another company's and another tenant's stakeholders answer 404", async () => {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: w.url('/holders/SH-1/invite', w.sibling.issuerId),
            headers: admin(),
          })
        ).statusCode,
      ).toBe(404);
      const foreign = `/api/v1/fid/${w.elsewhere.fid}/captable/companies/${w.elsewhere.issuerId}/holders/SH-1/invite`;
      expect((await t.app.inject({ method: 'POST', url: foreign, headers: admin() })).statusCode).toBe(404);
      const theirs = `/api/v1/fid/${w.fid}/captable/companies/${w.elsewhere.issuerId}/holders`;
      expect((await t.app.inject({ method: 'GET', url: theirs, headers: w.elsewhere.admin.headers })).statusCode).toBe(
        404,
      );
    });
  });
});

describe('my holdings', () => {
  let investor: Awaited<ReturnType<typeof createUser>>, entityId: string;
  beforeAll(async () => {
    investor = await createUser(t.db, {
      memberships: [{ fiduciary_id: w.fid, role: 'fiduciary_investor', entity: true }],
    });
    const m = await t.db
      .selectFrom('membership')
      .select('entity_id')
      .where('user_id', '=', investor.id)
      .executeTakeFirstOrThrow();
    entityId = m.entity_id as string;
    await stakeholder(t, w.capTableId, 'SH-5', 'Investor Entity', { entity_id: entityId });
    const siblingTable = await capTableIdFor(t.db, w.fid, w.sibling.issuerId);
    await stakeholder(t, siblingTable, 'SH-1', 'Investor Entity', { entity_id: entityId });
    await append(t, w, { type: 'stock_class', classId: 'CLS-1', kind: 'CS', authorized: '1000000', date: D });
    const issue = (securityId: string, stakeholderId: string, quantity: string) =>
      append(t, w, { type: 'issuance', securityId, kind: 'CS', stakeholderId, quantity, classId: 'CLS-1', date: D });
    await issue('CS-1', 'SH-1', '1000');
    await issue('CS-2', 'SH-5', '250');
    // Ada passes 400 of hers to Cy: Cy's security descends from Ada's.
    await append(t, w, {
      type: 'transfer',
      securityId: 'CS-1',
      quantity: '400',
      toStakeholderId: 'SH-3',
      resultingId: 'CS-3',
      balanceId: 'CS-4',
      date: D,
    });
    const sib = { ...w, capTableId: siblingTable, members: { ...w.members, captable_admin: w.sibling.admin } };
    await append(t, sib, { type: 'stock_class', classId: 'CLS-1', kind: 'CS', authorized: '500', date: D });
    await append(t, sib, {
      type: 'issuance',
      securityId: 'CS-1',
      kind: 'CS',
      stakeholderId: 'SH-1',
      quantity: '75',
      classId: 'CLS-1',
      date: D,
    });
  });

  const mine = async (headers: { authorization: string }, fid = w.fid) =>
    t.app.inject({ method: 'GET', url: `/api/v1/fid/${fid}/captable/my-holdings`, headers });

  it("a holder sees only their own securities, and nothing of the chain that is someone else's", async () => {
    const res = await mine(w.members.holder.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(1);
    expect(body.results[0]).toMatchObject({
      id: 'CS-3',
      quantity: '400',
      company_name: 'Acme Robotics Inc.',
      issuer_id: w.issuerId,
      children: [],
    });
    expect(body.results[0].lineage.map((l: { stakeholder_id: string }) => l.stakeholder_id)).toEqual(['SH-3']);
    expect(JSON.stringify(body)).not.toContain('CS-4');
  });

  it("an investor sees their entity's securities in every company of the tenant", async () => {
    const { loginAs } = await import('./documents-fixtures.ts');
    const caller = await loginAs(t, investor.email);
    const body = (await mine(caller.headers)).json();
    expect(
      body.results.map((r: { company_name: string; id: string; quantity: string }) => [
        r.company_name,
        r.id,
        r.quantity,
      ]),
    ).toEqual([
      ['Acme Robotics Inc.', 'CS-2', '250'],
      ['Sibling Labs Inc.', 'CS-1', '75'],
    ]);
  });

  it('someone with no linked stakeholder sees nothing; another tenant answers 404', async () => {
    expect((await mine(w.members.captable_admin.headers)).json()).toEqual({ results: [], count: 0 });
    expect((await mine(w.members.holder.headers, w.elsewhere.fid)).statusCode).toBe(404);
    expect((await mine(w.elsewhere.admin.headers, w.elsewhere.fid)).json().count).toBe(0);
  });
});
