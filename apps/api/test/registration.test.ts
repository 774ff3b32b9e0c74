import { AUTH_TOKEN_HEADER, sessionSchema } from '@dl/contracts';
import { PREPARING_ACCOUNT_MESSAGE } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAppWith } from './demo-callers.ts';
import type { Caller } from './documents-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import {
  invitationStatus,
  invited,
  loginWithToken,
  NEW_PASSWORD,
  openInvitation,
  registerWith,
} from './onboarding-fixtures.ts';

let t: TestApp, fidAdmin: Caller;
const LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';

beforeAll(async () => {
  ({ t, fidAdmin } = await demoAppWith({ LOGIN_MAX_FAILURES_PER_IP: '20' }, 'fidAdmin'));
});
afterAll(() => t.close());

const passwordLogin = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/fid/login', payload: { username: email, password: NEW_PASSWORD } });

describe('POST register: validation', () => {
  it('names every field problem with the exact messages, and keeps the code usable', async () => {
    const { id, code } = await invited(t, fidAdmin);
    const res = await registerWith(t, fidAdmin.fid, {
      code,
      first_name: ' ',
      last_name: '',
      password: 'short',
      confirm: 'other',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.errors).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      password:
        'Password should be at least 8 characters, should include at least 1 number, should include at least 1 special character, at least 1 upper case',
      confirm: 'Password does not match',
    });
    expect(body.detail).toBe('First name is required');
    const missing = await registerWith(t, fidAdmin.fid, { code, password: '', confirm: '' });
    expect(missing.json().errors).toEqual({
      password: 'Password is required',
      confirm: 'Confirm password is required',
    });
    expect(await invitationStatus(t, id)).toBe(1);
    expect((await openInvitation(t, fidAdmin.fid, code)).statusCode).toBe(200);
  });

  it('refuses an unknown, expired or other fiduciary code with the link message', async () => {
    const { id, code } = await invited(t, fidAdmin);
    const wrong = await registerWith(t, fidAdmin.fid, { code: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe(LINK_INVALID);
    const other = await registerWith(t, '00000000-0000-4000-8000-000000000000', { code });
    expect(other.json().detail).toBe(LINK_INVALID);
    await t.db
      .updateTable('invitation')
      .set({ expires_on: new Date(Date.now() - 1) })
      .where('id', '=', id)
      .execute();
    expect((await registerWith(t, fidAdmin.fid, { code })).json().detail).toBe(LINK_INVALID);
  });
});

describe('POST register: the account and its preparation', () => {
  it('creates the user (argon2id), answers user + auth-token, and a job prepares the account', async () => {
    const { id, email, code } = await invited(t, fidAdmin, { first_name: 'Alan' });
    await openInvitation(t, fidAdmin.fid, code);
    const res = await registerWith(t, fidAdmin.fid, { code, first_name: 'Alan', last_name: 'Turing' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({ email, first_name: 'Alan', last_name: 'Turing' });
    const token = res.headers[AUTH_TOKEN_HEADER] as string;
    expect(token).toMatch(/^[\w-]{40,}$/);

    const user = await t.db.selectFrom('app_user').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const row = await t.db.selectFrom('invitation').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 2, user_id: user.id, entity_id: null });
    expect(row.code_used_on).not.toBeNull();

    // Not prepared yet: neither a password login nor the token gives a session.
    const early = await passwordLogin(email);
    expect(early.statusCode).toBe(401);
    expect(early.json().detail).toBe('Your account has no access to any fiduciary yet.');
    const notReady = await loginWithToken(t, fidAdmin.fid, token);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().detail).toBe(PREPARING_ACCOUNT_MESSAGE);

    await t.app.jobs.drain();
    const prepared = await t.db.selectFrom('invitation').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const entity = await t.db
      .selectFrom('investing_entity')
      .selectAll()
      .where('id', '=', prepared.entity_id as string)
      .executeTakeFirstOrThrow();
    expect(entity).toMatchObject({ fiduciary_id: fidAdmin.fid, type: 'INDIVIDUAL', name: 'Alan Turing' });
    const memberships = await t.db.selectFrom('membership').selectAll().where('user_id', '=', user.id).execute();
    expect(memberships.map((m) => [m.fiduciary_id, m.role, m.entity_id])).toEqual([
      [fidAdmin.fid, 'fiduciary_investor', entity.id],
    ]);

    const session = sessionSchema.parse((await loginWithToken(t, fidAdmin.fid, token)).json());
    const claims = JSON.parse(Buffer.from(session.access.split('.')[1] as string, 'base64url').toString());
    expect(claims).toMatchObject({
      current_fiduciary_id: fidAdmin.fid,
      current_entity_id: entity.id,
      current_role: 'fiduciary_investor',
    });
    expect(session.permissions[0]?.entities.map((e) => e.name)).toEqual(['Alan Turing']);
    // The token is single use; the password works from now on.
    expect((await loginWithToken(t, fidAdmin.fid, token)).statusCode).toBe(400);
    expect((await passwordLogin(email)).statusCode).toBe(200);
    expect(await invitationStatus(t, id)).toBe(2);
  });

  it('uses the code once: a second register and a second look are refused', async () => {
    const { code } = await invited(t, fidAdmin);
    expect((await registerWith(t, fidAdmin.fid, { code })).statusCode).toBe(201);
    const again = await registerWith(t, fidAdmin.fid, { code });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(LINK_INVALID);
    expect((await openInvitation(t, fidAdmin.fid, code)).json().detail).toBe(LINK_INVALID);
  });

  it('prepares an entity of the invitation type and name', async () => {
    const { id, code } = await invited(t, fidAdmin, { entity_type: 'ENTITY', entity_name: 'Turing Capital LLC' });
    expect((await registerWith(t, fidAdmin.fid, { code })).statusCode).toBe(201);
    await t.app.jobs.drain();
    const row = await t.db
      .selectFrom('invitation as i')
      .innerJoin('investing_entity as e', 'e.id', 'i.entity_id')
      .select(['e.name', 'e.type'])
      .where('i.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Turing Capital LLC', type: 'ENTITY' });
  });

  it('refuses an e-mail that already has an account (409)', async () => {
    const first = await invited(t, fidAdmin, { email: 'shared@invitee.example' });
    expect((await registerWith(t, fidAdmin.fid, { code: first.code })).statusCode).toBe(201);
    // Another fiduciary's invitation for the same person would need a login, not a second account.
    await t.db.updateTable('invitation').set({ status: 6 }).where('id', '=', first.id).execute();
    await t.db
      .deleteFrom('membership')
      .where('fiduciary_id', '=', fidAdmin.fid)
      .where('user_id', 'in', (eb) =>
        eb.selectFrom('app_user').select('id').where('email', '=', 'shared@invitee.example'),
      )
      .execute();
    const second = await invited(t, fidAdmin, { email: 'shared@invitee.example' });
    const res = await registerWith(t, fidAdmin.fid, { code: second.code });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('An account with this e-mail already exists. Please log in.');
  });
});

describe('POST register: throttled like login', () => {
  it('stops an IP after too many bad codes (429)', async () => {
    const throttled = await buildTestApp({ LOGIN_MAX_FAILURES_PER_IP: '3' });
    try {
      let last = 0;
      for (let i = 0; i < 5; i++) {
        last = (await registerWith(throttled, fidAdmin.fid, { code: `guess-${i}` })).statusCode;
      }
      expect(last).toBe(429);
    } finally {
      await throttled.close();
    }
  });
});
