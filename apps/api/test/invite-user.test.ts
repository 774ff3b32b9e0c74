import { AUTH_TOKEN_HEADER, TEARSHEET_INVITE_SENT } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATIONS_PER_INVITER, TOO_MANY_INVITATIONS } from '#api/modules/invitations/inviter-limit.ts';
import { KYC_BEFORE_NDA } from '#api/modules/invitations/kyc-gate.ts';
import { type DemoApp, demoApp } from './demo-callers.ts';
import type { Caller } from './documents-fixtures.ts';
import { createFiduciary, createUser } from './factories.ts';
import { login } from './helpers.ts';
import { codeOf, loginWithToken, openInvitation, registerWith } from './onboarding-fixtures.ts';

/**
 * Issue 13 point 3: `POST tearsheet/invite-user/signup` made investor accounts outside the KYC gate,
 * for any member, without limit, with the caller's words in the e-mail.
 */
type Logins =
  | 'investor'
  | 'investorAdmin'
  | 'viewer'
  | 'issuer'
  | 'captableViewer'
  | 'captableAdmin'
  | 'fidEditor'
  | 'kycApprover'
  | 'fidAdmin';
let d: DemoApp<Logins>;
let opp: string;

beforeAll(async () => {
  d = await demoApp(
    'investor',
    'investorAdmin',
    'viewer',
    'issuer',
    'captableViewer',
    'captableAdmin',
    'fidEditor',
    'kycApprover',
    'fidAdmin',
  );
  opp = (
    await d.t.db.selectFrom('opportunity').select('id').where('name', '=', 'Helio Grid Seed').executeTakeFirstOrThrow()
  ).id;
}, 60_000);
afterAll(() => d.t.close());

const invite = (who: Caller, body: object, ip = '198.51.100.7') =>
  d.t.app.inject({
    method: 'POST',
    url: `/api/v1/fid/${d.fid}/tearsheet/invite-user/signup`,
    headers: who.headers,
    remoteAddress: ip,
    payload: { opportunity_id: opp, ...body },
  });
const accountOf = (email: string) =>
  d.t.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirst();
const mailsTo = (email: string) =>
  d.t.db.selectFrom('email_outbox').select(['kind', 'subject', 'body_text']).where('to_address', '=', email).execute();

describe('tearsheet invite-user signup: who may invite', () => {
  it.each(['investor', 'investorAdmin', 'viewer', 'issuer', 'captableViewer', 'captableAdmin', 'fidEditor'] as const)(
    'refuses %s (403): no account, no invitation, no e-mail',
    async (name) => {
      const email = `refused-${name.toLowerCase()}@example.test`;
      const res = await invite(d[name], { email });
      expect(res.statusCode, res.body).toBe(403);
      expect(await accountOf(email)).toBeUndefined();
      expect(await mailsTo(email)).toEqual([]);
      const invitations = await d.t.db.selectFrom('invitation').select('id').where('email', '=', email).execute();
      expect(invitations).toEqual([]);
    },
  );

  it('a provider administrator, not a member of the tenant, is refused too', async () => {
    const provider = await login(d.t, 'provider@demo.test');
    const res = await d.t.app.inject({
      method: 'POST',
      url: `/api/v1/fid/${d.fid}/tearsheet/invite-user/signup`,
      headers: { authorization: `Bearer ${provider.access}` },
      payload: { opportunity_id: opp, email: 'from-provider@example.test' },
    });
    expect([403, 404]).toContain(res.statusCode);
    expect(await mailsTo('from-provider@example.test')).toEqual([]);
  });

  it('another tenant’s onboarding staff get 404', async () => {
    const other = await createFiduciary(d.t.db);
    const staff = await createUser(d.t.db, { memberships: [{ fiduciary_id: other.id, role: 'kyc_approver' }] });
    const token = (await login(d.t, staff.email)).access;
    const res = await d.t.app.inject({
      method: 'POST',
      url: `/api/v1/fid/${d.fid}/tearsheet/invite-user/signup`,
      headers: { authorization: `Bearer ${token}` },
      payload: { opportunity_id: opp, email: 'cross-tenant@example.test' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('tearsheet invite-user signup: an invitation, not an account', () => {
  it('an unknown address gets an onboarding invitation (KYC first), no account and no password link', async () => {
    const email = 'New.Person@Example.test';
    const res = await invite(d.kycApprover, { email, first_name: 'Click evil.example now', last_name: 'X' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ detail: TEARSHEET_INVITE_SENT });
    expect(await accountOf('new.person@example.test')).toBeUndefined();
    const row = await d.t.db
      .selectFrom('invitation')
      .select(['status', 'entity_type', 'first_name', 'user_id'])
      .where('email', '=', 'new.person@example.test')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 1, entity_type: 'INDIVIDUAL', first_name: '', user_id: null });
    const [mail] = await mailsTo('new.person@example.test');
    expect(mail?.kind).toBe('invitation');
    expect(mail?.body_text).toMatch(new RegExp(`/onboard/${d.fid}#code=`));
    expect(mail?.body_text).toContain('"Helio Grid Seed"');
    expect(mail?.body_text).not.toContain('set-password');
    // The caller's words never reach the e-mail: it greets nobody by a name the caller chose.
    expect(`${mail?.subject}\n${mail?.body_text}`).not.toContain('evil.example');
    expect(mail?.body_text.startsWith('Hello,\n')).toBe(true);
    // The code opens the onboarding like any invitation: register, then the KYC form.
    const opened = await openInvitation(d.t, d.fid, await codeOf(d.t, 'new.person@example.test'));
    expect(opened.statusCode).toBe(200);
  });

  it('the invited address has no account to log in with until it registers', async () => {
    const email = 'no-shortcut@example.test';
    expect((await invite(d.fidAdmin, { email })).statusCode).toBe(202);
    // Today's hole: the account existed at once with a set-password link and an investor membership.
    expect(await accountOf(email)).toBeUndefined();
    const memberships = await d.t.db
      .selectFrom('membership as m')
      .innerJoin('app_user as u', 'u.id', 'm.user_id')
      .select('m.role')
      .where('u.email', '=', email)
      .execute();
    expect(memberships).toEqual([]);
    const loginRes = await d.t.app.inject({
      method: 'POST',
      url: '/api/v1/fid/login',
      payload: { username: email, password: 'Whatever!2345' },
    });
    expect(loginRes.statusCode).toBe(401);
  });

  it('once registered, the invited person signs no NDA until the fiduciary approves the KYC', async () => {
    const email = 'kyc-first@example.test';
    expect((await invite(d.kycApprover, { email })).statusCode).toBe(202);
    const registered = await registerWith(d.t, d.fid, {
      code: await codeOf(d.t, email),
      first_name: 'Kay',
      last_name: 'First',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await d.t.app.jobs.drain();
    const session = await loginWithToken(d.t, d.fid, registered.headers[AUTH_TOKEN_HEADER] as string);
    expect(session.statusCode, session.body).toBe(200);
    const headers = { authorization: `Bearer ${session.json().access as string}` };
    const cobalt = await d.t.db
      .selectFrom('opportunity')
      .select('id')
      .where('name', '=', 'Cobalt Health Series B')
      .executeTakeFirstOrThrow();
    const sign = () =>
      d.t.app.inject({
        method: 'POST',
        url: `/api/v1/fid/${d.fid}/investors/opportunities/${cobalt.id}/nda`,
        headers,
        payload: {
          pre_form_response: {
            response: { signer_name: 'Kay First', signer_title: 'Investor', purpose: 'Direct investment' },
          },
        },
      });
    const early = await sign();
    expect(early.statusCode).toBe(403);
    expect(early.json().detail).toBe(KYC_BEFORE_NDA);
    for (const step of ['esign', 'direct-sign']) {
      const url = `/api/v1/fid/${d.fid}/investors/opportunities/${cobalt.id}/nda/${step}`;
      const res = await d.t.app.inject({ method: step === 'esign' ? 'GET' : 'POST', url, headers });
      expect(res.statusCode, step).toBe(403);
    }
    // The fiduciary's approval (the KYC decision, 5 Approved) opens the gate.
    await d.t.db.updateTable('invitation').set({ status: 5 }).where('email', '=', email).execute();
    expect((await sign()).statusCode).toBe(201);
  });

  it('a member of the tenant gets only the tearsheet link, with the same answer', async () => {
    const before = await d.t.db.selectFrom('invitation').select('id').execute();
    const res = await invite(d.kycApprover, { email: 'investor-admin@demo.test' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ detail: TEARSHEET_INVITE_SENT });
    expect(await d.t.db.selectFrom('invitation').select('id').execute()).toHaveLength(before.length);
    const [mail] = await mailsTo('investor-admin@demo.test');
    expect(mail?.kind).toBe('tearsheet_share');
    expect(mail?.body_text).toContain(`/digital-roadshow/pages/tearsheet/${opp}`);
    expect(mail?.body_text).not.toMatch(/set-password|#code=/);
  });

  it('an address already invited gets nothing new, with the same answer', async () => {
    const email = 'twice@example.test';
    expect((await invite(d.kycApprover, { email })).statusCode).toBe(202);
    const again = await invite(d.fidAdmin, { email });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ detail: TEARSHEET_INVITE_SENT });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('a bad e-mail is 400, an opportunity investors cannot see 404', async () => {
    expect((await invite(d.fidAdmin, { email: 'nope' })).statusCode).toBe(400);
    const draft = await d.t.db
      .selectFrom('opportunity')
      .select('id')
      .where('name', '=', 'Lumen Ledger Angel Round')
      .executeTakeFirstOrThrow();
    const res = await invite(d.fidAdmin, { email: 'draft@example.test', opportunity_id: draft.id });
    expect(res.statusCode).toBe(404);
  });
});

describe('tearsheet invite-user signup: a limit per inviter', () => {
  it('30 in a row: the inviter is stopped with 429 and Retry-After; nothing past the limit is sent', async () => {
    const outsider = await createUser(d.t.db, {
      memberships: [{ fiduciary_id: d.fid, role: 'kyc_approver' }],
    });
    const staff = {
      ...d.kycApprover,
      headers: { authorization: `Bearer ${(await login(d.t, outsider.email)).access}` },
    };
    const answers: number[] = [];
    let last = await invite(staff, { email: 'burst-0@example.test' });
    answers.push(last.statusCode);
    for (let i = 1; i < 30; i++) {
      last = await invite(staff, { email: `burst-${i}@example.test` }, `198.51.100.${i}`);
      answers.push(last.statusCode);
    }
    expect(answers.slice(0, INVITATIONS_PER_INVITER)).toEqual(Array(INVITATIONS_PER_INVITER).fill(202));
    expect(answers.slice(INVITATIONS_PER_INVITER)).toEqual(Array(30 - INVITATIONS_PER_INVITER).fill(429));
    expect(last.json()).toMatchObject({ detail: TOO_MANY_INVITATIONS });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    const sent = await d.t.db
      .selectFrom('email_outbox')
      .select('id')
      .where('to_address', 'like', 'burst-%@example.test')
      .execute();
    expect(sent).toHaveLength(INVITATIONS_PER_INVITER);
    // The limit is the inviter's: another onboarding member still invites.
    expect((await invite(d.fidAdmin, { email: 'after-burst@example.test' })).statusCode).toBe(202);
  });

  it('the one-by-one invitations of the investors list count against the same limit', async () => {
    const staff = await createUser(d.t.db, { memberships: [{ fiduciary_id: d.fid, role: 'kyc_approver' }] });
    const headers = { authorization: `Bearer ${(await login(d.t, staff.email)).access}` };
    const codes: number[] = [];
    for (let i = 0; i <= INVITATIONS_PER_INVITER; i++) {
      const res = await d.t.app.inject({
        method: 'POST',
        url: `/api/v1/fid/${d.fid}/fid-admin/invitations`,
        headers,
        payload: { email: `list-${i}@example.test`, first_name: 'A', last_name: 'B', entity_type: 'INDIVIDUAL' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    expect(codes.filter((c) => c === 201)).toHaveLength(INVITATIONS_PER_INVITER);
  });
});
