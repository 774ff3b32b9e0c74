import { randomUUID } from 'node:crypto';
import { INVITATION_CODE_HEADER } from '@dl/contracts';
import { expect } from 'vitest';
import type { Caller } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

/** Shared steps of the invitation, registration and onboarding tests. */

export const NEW_PASSWORD = 'Onboard!2345';

export const fidUrl = (fid: string, path: string) => `/api/v1/fid/${fid}/${path}`;

export async function invite(
  t: TestApp,
  who: Caller,
  overrides: Partial<{
    email: string;
    first_name: string;
    last_name: string;
    entity_type: string;
    entity_name: string;
  }> = {},
) {
  const payload = {
    email: `person-${randomUUID().slice(0, 8)}@invitee.example`,
    first_name: 'Ada',
    last_name: 'Lovelace',
    entity_type: 'INDIVIDUAL',
    ...overrides,
  };
  const res = await t.app.inject({
    method: 'POST',
    url: fidUrl(who.fid, 'fid-admin/invitations'),
    headers: who.headers,
    payload,
  });
  return { res, email: payload.email.toLowerCase() };
}

/** Invites and answers the invitation's id, e-mail and the code read from the outbox e-mail. */
export async function invited(t: TestApp, who: Caller, overrides: Parameters<typeof invite>[2] = {}) {
  const { res, email } = await invite(t, who, overrides);
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { data: { id: string } }).data.id;
  return { id, email, code: await codeOf(t, email) };
}

/** The code of the last invitation e-mail to `email`, read from the link's fragment. */
export async function codeOf(t: TestApp, email: string): Promise<string> {
  const mail = await t.db
    .selectFrom('email_outbox')
    .select('body_text')
    .where('to_address', '=', email)
    .where('kind', '=', 'invitation')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\/onboard\/[0-9a-f-]+#code=([\w-]+)/.exec(mail.body_text);
  if (!match?.[1]) throw new Error(`no code in ${mail.body_text}`);
  return match[1];
}

export function openInvitation(t: TestApp, fid: string, code: string) {
  return t.app.inject({ url: fidUrl(fid, 'onboard/invitation'), headers: { [INVITATION_CODE_HEADER]: code } });
}

export function registerWith(t: TestApp, fid: string, body: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: fidUrl(fid, 'register'),
    payload: { password: NEW_PASSWORD, confirm: NEW_PASSWORD, first_name: 'Ada', last_name: 'Lovelace', ...body },
  });
}

export function loginWithToken(t: TestApp, fid: string, token: string) {
  return t.app.inject({ method: 'POST', url: fidUrl(fid, 'register/login'), payload: { token } });
}

export async function invitationStatus(t: TestApp, id: string): Promise<number> {
  const row = await t.db.selectFrom('invitation').select('status').where('id', '=', id).executeTakeFirstOrThrow();
  return row.status;
}
