import { FIDUCIARY_ROLES, KYC_DECISION_REASON_REQUIRED } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, loginAs, otherTenant } from './documents-fixtures.ts';
import { createUser } from './factories.ts';
import { buildTestApp, type TestApp, withDemoData } from './helpers.ts';
import { codeOf, fidUrl, invitationStatus, invite, invited, openInvitation } from './onboarding-fixtures.ts';

let t: TestApp;
let fidAdmin: Caller;
let investor: Caller;
let approver: Caller;
let other: Awaited<ReturnType<typeof otherTenant>>;
let otherAdmin: Caller;

const LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_FAILURES_PER_IP: '6' });
  await withDemoData(t);
  fidAdmin = await loginAs(t, 'fid-admin@demo.test');
  investor = await loginAs(t, 'investor@demo.test');
  const kyc = await createUser(t.db, {
    password: 'Approver!2345',
    memberships: [{ fiduciary_id: fidAdmin.fid, role: FIDUCIARY_ROLES.KYC_APPROVER }],
  });
  approver = await loginAs(t, kyc.email, 'Approver!2345');
  other = await otherTenant(t);
  const admin = await createUser(t.db, {
    password: 'Other!2345',
    memberships: [{ fiduciary_id: other.fid, role: FIDUCIARY_ROLES.FIDUCIARY_ADMIN }],
  });
  otherAdmin = await loginAs(t, admin.email, 'Other!2345');
});
afterAll(() => t.close());

const get = (who: Caller, path: string, fid = who.fid) =>
  t.app.inject({ url: fidUrl(fid, path), headers: who.headers });
const post = (who: Caller, path: string, payload: object, fid = who.fid) =>
  t.app.inject({ method: 'POST', url: fidUrl(fid, path), headers: who.headers, payload });

describe('POST fid-admin/invitations', () => {
  it('invites: status 1 Sent, the e-mail carries the code in the link fragment, only its hash is stored', async () => {
    const { res, email } = await invite(t, fidAdmin, { email: 'Grace.Hopper@Invitee.example', first_name: 'Grace' });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      email: 'grace.hopper@invitee.example',
      first_name: 'Grace',
      entity_type: 'INDIVIDUAL',
      entity_name: null,
      status: 1,
      status_label: 'Sent',
      kyc_form_id: '3',
      user_id: null,
      entity_id: null,
    });
    const mail = await t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.fiduciary_id).toBe(fidAdmin.fid);
    expect(mail.body_text).toContain(`/onboard/${fidAdmin.fid}#code=`);
    expect(mail.body_text).not.toMatch(/[?&]code=/);
    const code = await codeOf(t, email);
    const row = await t.db.selectFrom('invitation').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row.code_hash.toString('hex')).not.toContain(Buffer.from(code).toString('hex'));
    expect(row.expires_on.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const audit = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', data.id).execute();
    expect(audit.map((a) => a.kind)).toContain('invitation_sent');
  });

  it('an entity invitation needs the entity name and fills the entity KYC form', async () => {
    const missing = await invite(t, fidAdmin, { entity_type: 'ENTITY' });
    expect(missing.res.statusCode).toBe(400);
    expect(missing.res.json().detail).toBe('entity_name: Entity name is required');
    const ok = await invite(t, fidAdmin, { entity_type: 'ENTITY', entity_name: 'Acme Holdings LLC' });
    expect(ok.res.statusCode, ok.res.body).toBe(201);
    expect(ok.res.json().data).toMatchObject({ entity_name: 'Acme Holdings LLC', kyc_form_id: '4' });
    const forEntity = await invite(t, fidAdmin, { entity_type: 'INDIVIDUAL_FOR_ENTITY' });
    expect(forEntity.res.json().data.kyc_form_id).toBe('4');
  });

  it('kyc_approver may invite; an investor may not (403)', async () => {
    expect((await invite(t, approver)).res.statusCode).toBe(201);
    const refused = await invite(t, investor);
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json().detail).toBe('You do not have permission to manage invitations.');
  });

  it('refuses a second pending invitation for the same e-mail and an existing member (409)', async () => {
    const first = await invite(t, fidAdmin, { email: 'twice@invitee.example' });
    expect(first.res.statusCode).toBe(201);
    const again = await invite(t, fidAdmin, { email: 'TWICE@invitee.example' });
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json().detail).toBe('An invitation for this e-mail is already waiting to be accepted.');
    const member = await invite(t, fidAdmin, { email: 'investor@demo.test' });
    expect(member.res.statusCode).toBe(409);
    expect(member.res.json().detail).toBe('This person already has access to this fiduciary.');
  });

  it('another tenant: a member elsewhere gets 404 on this fiduciary', async () => {
    const body = { email: 'x@y.example', first_name: 'X', last_name: 'Y', entity_type: 'INDIVIDUAL' };
    const res = await post(otherAdmin, 'fid-admin/invitations', body, fidAdmin.fid);
    expect(res.statusCode).toBe(404);
  });
});

describe('GET fid-admin/invitations', () => {
  it('pages newest first with labels and filters on status', async () => {
    const a = await invited(t, fidAdmin);
    await invited(t, fidAdmin);
    await openInvitation(t, fidAdmin.fid, a.code);
    const page = await get(fidAdmin, 'fid-admin/invitations?page=1&limit=1');
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.results).toHaveLength(1);
    expect(body.count).toBeGreaterThan(1);
    expect(body.next).not.toBeNull();
    const open = await get(fidAdmin, 'fid-admin/invitations?status=2&limit=50');
    const results = open.json().results as Array<{ id: string; status: number; status_label: string }>;
    expect(results.map((r) => r.id)).toContain(a.id);
    expect(results.every((r) => r.status === 2 && r.status_label === 'Open')).toBe(true);
    expect((await get(fidAdmin, 'fid-admin/invitations?status=9')).statusCode).toBe(400);
  });

  it('lists the demo invitations (a Sent one and an Open entity one)', async () => {
    const res = await get(fidAdmin, 'fid-admin/invitations?limit=100');
    const rows = res.json().results as Array<{ email: string; status_label: string; entity_name: string | null }>;
    expect(rows.find((r) => r.email === 'riley.prospect@example.com')).toMatchObject({ status_label: 'Sent' });
    expect(rows.find((r) => r.email === 'morgan.jordan@example.com')).toMatchObject({
      status_label: 'Open',
      entity_name: 'Jordan Family Office LLC',
    });
  });

  it('reads one; another tenant sees 404 whether through its own fiduciary or ours', async () => {
    const { id } = await invited(t, fidAdmin);
    const one = await get(fidAdmin, `fid-admin/invitations/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.id).toBe(id);
    expect((await get(otherAdmin, `fid-admin/invitations/${id}`)).statusCode).toBe(404);
    expect((await get(otherAdmin, `fid-admin/invitations/${id}`, fidAdmin.fid)).statusCode).toBe(404);
    expect((await get(otherAdmin, 'fid-admin/invitations')).json().results).toEqual([]);
    expect((await get(investor, `fid-admin/invitations/${id}`)).statusCode).toBe(403);
  });
});

describe('GET onboard/invitation (public, code in a header)', () => {
  it('shows who is invited, masks the e-mail, and marks it 2 Open', async () => {
    const { id, code } = await invited(t, fidAdmin, { email: 'maria@invitee.example', first_name: 'Maria' });
    const res = await openInvitation(t, fidAdmin.fid, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      fiduciary: { id: fidAdmin.fid, name: 'Demo Fiduciary Trust' },
      first_name: 'Maria',
      email_masked: 'm•••@invitee.example',
      entity_type: 'INDIVIDUAL',
      kyc_form_id: '3',
      status: 2,
      status_label: 'Open',
    });
    expect(await invitationStatus(t, id)).toBe(2);
    expect((await openInvitation(t, fidAdmin.fid, code)).json().data.status).toBe(2);
  });

  it('refuses an unknown code, another fiduciary path, a missing header and an expired code alike', async () => {
    const { id, code } = await invited(t, fidAdmin);
    for (const res of [
      await openInvitation(t, fidAdmin.fid, 'not-a-code'),
      await openInvitation(t, other.fid, code),
      await t.app.inject({ url: fidUrl(fidAdmin.fid, 'onboard/invitation') }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(LINK_INVALID);
    }
    await t.db
      .updateTable('invitation')
      .set({ expires_on: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect((await openInvitation(t, fidAdmin.fid, code)).json().detail).toBe(LINK_INVALID);
    expect(await invitationStatus(t, id)).toBe(1);
  });

  it('stops an IP guessing codes (429), like failed logins', async () => {
    const { code } = await invited(t, fidAdmin);
    let last = 0;
    for (let i = 0; i < 8; i++) last = (await openInvitation(t, fidAdmin.fid, `guess-${i}`)).statusCode;
    expect(last).toBe(429);
    expect((await openInvitation(t, fidAdmin.fid, code)).statusCode).toBe(429);
    await t.db.deleteFrom('login_attempt').execute();
    expect((await openInvitation(t, fidAdmin.fid, code)).statusCode).toBe(200);
  });
});

describe('POST fid-admin/invitations/:id/kyc-decision', () => {
  async function atForm() {
    const inv = await invited(t, fidAdmin);
    await t.db.updateTable('invitation').set({ status: 4 }).where('id', '=', inv.id).execute();
    return inv;
  }
  const decide = (who: Caller, id: string, body: object) => post(who, `fid-admin/invitations/${id}/kyc-decision`, body);

  it('refuses a decision before the KYC is submitted, with the machine sentence (409)', async () => {
    const { id, code } = await invited(t, fidAdmin);
    await openInvitation(t, fidAdmin.fid, code);
    const res = await decide(fidAdmin, id, { decision: 'APPROVE' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Cannot approve while the invitation is OPEN.');
  });

  it('requires a reason to deny or request a revision', async () => {
    const { id } = await atForm();
    for (const decision of ['DENY', 'REQUEST_REVISION']) {
      const res = await decide(fidAdmin, id, { decision, reason: '  ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(KYC_DECISION_REASON_REQUIRED);
    }
    expect(await invitationStatus(t, id)).toBe(4);
  });

  it('approve -> 5 Approved (final); deny -> 6 Denied; revision -> 3 KYC; each audited', async () => {
    const approved = await atForm();
    const ok = await decide(approver, approved.id, { decision: 'APPROVE' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 5, status_label: 'Approved', decision_reason: null });
    const again = await decide(fidAdmin, approved.id, { decision: 'DENY', reason: 'Changed our mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Cannot deny while the invitation is APPROVED.');

    const denied = await atForm();
    const no = await decide(fidAdmin, denied.id, { decision: 'DENY', reason: 'Sanctions list match' });
    expect(no.json().data).toMatchObject({
      status: 6,
      status_label: 'Denied',
      decision_reason: 'Sanctions list match',
    });

    const revised = await atForm();
    const back = await decide(fidAdmin, revised.id, { decision: 'REQUEST_REVISION', reason: 'Passport expired' });
    expect(back.json().data).toMatchObject({ status: 3, status_label: 'KYC', decision_reason: 'Passport expired' });
    const audit = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'data'])
      .where('subject', '=', revised.id)
      .where('kind', '=', 'invitation_request_revision')
      .executeTakeFirstOrThrow();
    expect(audit.data).toMatchObject({ from: 4, to: 3, decision: 'REQUEST_REVISION', reason: 'Passport expired' });
  });

  it('an investor may not decide (403); another tenant 404', async () => {
    const { id } = await atForm();
    expect((await decide(investor, id, { decision: 'APPROVE' })).statusCode).toBe(403);
    const foreign = await post(otherAdmin, `fid-admin/invitations/${id}/kyc-decision`, { decision: 'APPROVE' });
    expect(foreign.statusCode).toBe(404);
    expect(await invitationStatus(t, id)).toBe(4);
  });
});
