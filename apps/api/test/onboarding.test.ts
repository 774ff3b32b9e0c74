import { AUTH_TOKEN_HEADER, sessionSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, loginAs } from './documents-fixtures.ts';
import { bearer, buildTestApp, type TestApp, withDemoData } from './helpers.ts';
import {
  fidUrl,
  invitationStatus,
  invited,
  loginWithToken,
  openInvitation,
  registerWith,
} from './onboarding-fixtures.ts';

/** The whole onboarding, through the forms API: the invitation's status follows the person's KYC. */

/** A complete KYC_INDIVIDUAL answer (form '3'). */
const KYC_ANSWERS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: '12/10/1985',
  phone: '+12015550123',
  residential_address: { line1: '1 Analytical Way', city: 'Boston', postal: '02110', country: 'us' },
  citizenship: 'us',
  us_person: 'yes',
  ssn: '219099999',
  annual_income: '185000',
  net_worth: '1200000',
  income_multiplier: 3,
  source_of_funds: ['Salary', 'Investments'],
  experience: 'Some',
  accreditation: 'income',
  attest: true,
} as const;

let t: TestApp;
let fidAdmin: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  await withDemoData(t);
  fidAdmin = await loginAs(t, 'fid-admin@demo.test');
});
afterAll(() => t.close());

/** Invites, registers, prepares and signs the person in; answers their headers and ids. */
async function onboarded() {
  const inv = await invited(t, fidAdmin, { email: `kyc-${Date.now()}@invitee.example` });
  await openInvitation(t, fidAdmin.fid, inv.code);
  const reg = await registerWith(t, fidAdmin.fid, { code: inv.code });
  expect(reg.statusCode, reg.body).toBe(201);
  await t.app.jobs.drain();
  const session = sessionSchema.parse(
    (await loginWithToken(t, fidAdmin.fid, reg.headers[AUTH_TOKEN_HEADER] as string)).json(),
  );
  return { ...inv, headers: bearer(session.access) };
}

const adminView = async (id: string) => {
  const res = await t.app.inject({
    url: fidUrl(fidAdmin.fid, `fid-admin/invitations/${id}`),
    headers: fidAdmin.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { status: number; status_label: string };
};
const decide = (id: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: fidUrl(fidAdmin.fid, `fid-admin/invitations/${id}/kyc-decision`),
    headers: fidAdmin.headers,
    payload: body,
  });

async function template(headers: Record<string, string>) {
  const res = await t.app.inject({ url: fidUrl(fidAdmin.fid, 'forms/3/template'), headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { version: number };
}
const save = (headers: Record<string, string>, version: number, values: object) =>
  t.app.inject({
    method: 'PUT',
    url: fidUrl(fidAdmin.fid, 'forms/3/response'),
    headers,
    payload: { response: { template_version: version, values } },
  });
const submit = (headers: Record<string, string>, version: number, values: object) =>
  t.app.inject({
    method: 'POST',
    url: fidUrl(fidAdmin.fid, 'forms/3/submit'),
    headers,
    payload: { response: { template_version: version, values } },
  });

describe('onboarding: KYC progress moves the invitation', () => {
  it('Open -> KYC on the first draft -> Form on submit -> KYC on a revision request -> Form -> Approved', async () => {
    const person = await onboarded();
    expect(await adminView(person.id)).toMatchObject({ status: 2, status_label: 'Open' });
    const { version } = await template(person.headers);

    const draft = await save(person.headers, version, { first_name: 'Ada' });
    expect(draft.statusCode, draft.body).toBe(200);
    // Moved by the save itself (the row, before anyone reads it through the API), by the person.
    expect(await invitationStatus(t, person.id)).toBe(3);
    const moved = await t.db
      .selectFrom('audit_event')
      .innerJoin('app_user as u', 'u.id', 'audit_event.actor_user_id')
      .select(['u.email', 'audit_event.data'])
      .where('subject', '=', person.id)
      .where('kind', '=', 'invitation_start_kyc')
      .executeTakeFirstOrThrow();
    expect(moved).toMatchObject({ email: person.email, data: { from: 2, to: 3 } });
    expect(await adminView(person.id)).toMatchObject({ status: 3, status_label: 'KYC' });

    const refused = await submit(person.headers, version, { first_name: 'Ada' });
    expect(refused.statusCode).toBe(400);
    expect(await adminView(person.id)).toMatchObject({ status: 3 });

    const sent = await submit(person.headers, version, { ...KYC_ANSWERS, email: person.email });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await invitationStatus(t, person.id)).toBe(4);
    expect(await adminView(person.id)).toMatchObject({ status: 4, status_label: 'Form' });

    const revision = await decide(person.id, { decision: 'REQUEST_REVISION', reason: 'Please add your middle name' });
    expect(revision.statusCode, revision.body).toBe(200);
    expect(revision.json().data.status).toBe(3);
    // The old submission does not count again; the next one does.
    expect(await adminView(person.id)).toMatchObject({ status: 3 });
    const again = await submit(person.headers, version, { ...KYC_ANSWERS, email: person.email });
    expect(again.statusCode, again.body).toBe(200);
    expect(await adminView(person.id)).toMatchObject({ status: 4 });

    const approved = await decide(person.id, { decision: 'APPROVE' });
    expect(approved.json().data).toMatchObject({ status: 5, status_label: 'Approved' });
    expect(await invitationStatus(t, person.id)).toBe(5);

    const notes = await t.db
      .selectFrom('notification as n')
      .innerJoin('app_user as u', 'u.id', 'n.user_id')
      .select(['n.event', 'n.kind', 'n.message', 'n.navigate_to', 'n.resource_id'])
      .where('u.email', '=', person.email)
      .orderBy('n.created_on')
      .execute();
    expect(notes).toEqual([
      {
        event: 'KYC_DECISION',
        kind: 'ACTION',
        message: 'Demo Fiduciary Trust asks you to revise your KYC: Please add your middle name',
        navigate_to: 'MyProfile',
        resource_id: 'forms',
      },
      {
        event: 'KYC_DECISION',
        kind: 'NOTIFICATION',
        message: 'Demo Fiduciary Trust approved your KYC.',
        navigate_to: 'MyProfile',
        resource_id: 'forms',
      },
    ]);
  });

  it("another form's response leaves the invitation where it is", async () => {
    const person = await onboarded();
    const other = await t.app.inject({ url: fidUrl(fidAdmin.fid, 'forms/6/template'), headers: person.headers });
    expect(other.statusCode, other.body).toBe(200);
    const saved = await t.app.inject({
      method: 'PUT',
      url: fidUrl(fidAdmin.fid, 'forms/6/response'),
      headers: person.headers,
      payload: { response: { template_version: other.json().data.version, values: {} } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await invitationStatus(t, person.id)).toBe(2);
  });

  it('a submit straight away moves Open to Form; a denial notifies and is final', async () => {
    const person = await onboarded();
    const { version } = await template(person.headers);
    expect((await submit(person.headers, version, { ...KYC_ANSWERS, email: person.email })).statusCode).toBe(200);
    const denied = await decide(person.id, { decision: 'DENY', reason: 'Not eligible' });
    expect(denied.json().data).toMatchObject({ status: 6, status_label: 'Denied' });
    const note = await t.db
      .selectFrom('notification as n')
      .innerJoin('app_user as u', 'u.id', 'n.user_id')
      .select(['n.message'])
      .where('u.email', '=', person.email)
      .executeTakeFirstOrThrow();
    expect(note.message).toBe('Demo Fiduciary Trust denied your KYC: Not eligible');
    expect((await decide(person.id, { decision: 'APPROVE' })).statusCode).toBe(409);
  });
});
