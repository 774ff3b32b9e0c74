import { FIDUCIARY_ROLES as R } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { type Caller, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { multipartCsv, type StaffRole, STAFF_ROLES, staffCallers, url } from './investor-directory-fixtures.ts';
import { codeOf, invitationStatus, invited, openInvitation, registerWith } from './onboarding-fixtures.ts';

let t: TestApp, fid: string, fidAdmin: Caller, investor: Caller, other: OtherTenant;
let staff: Record<StaffRole, Caller>;

beforeAll(async () => {
  ({ t, fid, fidAdmin, investor } = await demoApp('fidAdmin', 'investor'));
  staff = await staffCallers(t, fid);
  other = await otherTenant(t);
});
afterAll(() => t.close());

/** ADR 0026 `invitations.manage`. */
const MANAGERS: readonly StaffRole[] = [R.FIDUCIARY_SUPERADMIN, R.FIDUCIARY_ADMIN, R.KYC_APPROVER];
const LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';

const importCsv = (who: Caller, text: string | Buffer, f = fid) =>
  t.app.inject({ method: 'POST', url: url(f, 'invitations/import'), ...withAuth(who, multipartCsv(text)) });
const withAuth = (who: Caller, body: ReturnType<typeof multipartCsv>) => ({
  payload: body.payload,
  headers: { ...body.headers, ...who.headers },
});
const act = (who: Caller, id: string, action: 'resend' | 'revoke', f = fid) =>
  t.app.inject({ method: 'POST', url: url(f, `invitations/${id}/${action}`), headers: who.headers });
const invitationCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('invitation')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('fiduciary_id', '=', fid)
        .executeTakeFirstOrThrow()
    ).n,
  );

const HEADER = 'E-mail,First name,Last name,Entity type,Entity name';

describe('POST fid-admin/invitations/import', () => {
  it('invites every row in one go: invitations, e-mails queued as jobs, audited', async () => {
    const res = await importCsv(
      fidAdmin,
      `${HEADER}\nlin.one@import.example,Lin,One,,\n"acme@import.example",Bo,Smith,ENTITY,"Acme, Inc."\n\n`,
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.results.map((r: { email: string; status: number }) => [r.email, r.status])).toEqual([
      ['lin.one@import.example', 1],
      ['acme@import.example', 1],
    ]);
    expect(body.results[1].entity_name).toBe('Acme, Inc.');
    expect(await codeOf(t, 'acme@import.example')).toEqual(expect.any(String));
    const sent = await t.app.jobs.drain({ kinds: ['email.send'] });
    expect(sent).toBeGreaterThanOrEqual(2);
    const audit = await t.db
      .selectFrom('audit_event')
      .select('data')
      .where('subject', '=', body.results[0].id)
      .execute();
    expect(audit[0]?.data).toMatchObject({ via: 'import' });
  });

  it('refuses the whole file when one row is bad, listing each problem by row and field', async () => {
    const before = await invitationCount();
    const res = await importCsv(
      fidAdmin,
      `${HEADER}\ngood@import.example,Good,Row,,\nbad-mail,Bad,Row,,\n,No,Mail,PERSON,\ninvestor@demo.test,Al,Ready,,\n`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      row_errors: [
        { row: 3, field: 'email', message: 'Email is not valid email' },
        { row: 4, field: 'email', message: 'Email is required' },
        { row: 4, field: 'entity_type', message: expect.stringContaining('Entity type') },
      ],
    });
    expect(await invitationCount()).toBe(before);
    const members = await importCsv(
      fidAdmin,
      `${HEADER}\ninvestor@demo.test,Al,Ready,,\nlin.one@import.example,L,O,,\n`,
    );
    expect(members.statusCode).toBe(400);
    expect(members.json().row_errors).toEqual([
      { row: 2, field: 'email', message: 'This person already has access to this fiduciary.' },
      { row: 3, field: 'email', message: 'An invitation for this e-mail is already waiting to be accepted.' },
    ]);
    expect(await invitationCount()).toBe(before);
  });

  it('judges the content: a binary file or a file without the columns is refused', async () => {
    const binary = await importCsv(fidAdmin, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff]));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().detail).toBe('Please upload CSV files only');
    const columns = await importCsv(fidAdmin, 'name,phone\nA,1\n');
    expect(columns.statusCode).toBe(400);
    expect(columns.json().row_errors[0]).toMatchObject({ row: 1, field: 'file' });
    const none = await t.app.inject({ method: 'POST', url: url(fid, 'invitations/import'), headers: fidAdmin.headers });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toContain('file');
  });

  it.each(STAFF_ROLES)('as %s', async (role) => {
    const email = `${role.replace(/_/g, '-')}@roles.example`;
    const res = await importCsv(staff[role], `${HEADER}\n${email},Role,Test,,\n`);
    expect(res.statusCode).toBe(MANAGERS.includes(role) ? 201 : 403);
  });

  it('refuses an investor (403) and another tenant (404)', async () => {
    expect((await importCsv(investor, `${HEADER}\nx@y.example,X,Y,,\n`)).statusCode).toBe(403);
    expect((await importCsv(other.caller, `${HEADER}\nx@y.example,X,Y,,\n`)).statusCode).toBe(404);
  });
});

describe('POST fid-admin/invitations/:id/resend and /revoke', () => {
  it('resend: a new code works, the old one no longer does; audited', async () => {
    const { id, email, code } = await invited(t, fidAdmin);
    const res = await act(staff[R.KYC_APPROVER], id, 'resend');
    expect(res.statusCode, res.body).toBe(200);
    const fresh = await codeOf(t, email);
    expect(fresh).not.toBe(code);
    expect((await openInvitation(t, fid, code)).json().detail).toBe(LINK_INVALID);
    expect((await openInvitation(t, fid, fresh)).statusCode).toBe(200);
    expect((await act(fidAdmin, id, 'resend')).statusCode).toBe(200); // 2 Open may be resent too
    const kinds = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', id).execute();
    expect(kinds.map((k) => k.kind)).toContain('invitation_resent');
  });

  it('revoke: the code stops working, the e-mail may be invited again; a second revoke or resend is 409', async () => {
    const { id, email, code } = await invited(t, fidAdmin);
    const res = await act(fidAdmin, id, 'revoke');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.revoked_on).toEqual(expect.any(String));
    expect((await openInvitation(t, fid, code)).json().detail).toBe(LINK_INVALID);
    for (const action of ['revoke', 'resend'] as const) {
      const again = await act(fidAdmin, id, action);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ detail: 'This invitation was revoked.', reason: 'INVITATION_CLOSED' });
    }
    const reinvite = await invited(t, fidAdmin, { email });
    expect(reinvite.id).not.toBe(id);
  });

  it('refuses both once the person registered (409)', async () => {
    const { id, code } = await invited(t, fidAdmin);
    expect((await registerWith(t, fid, { code })).statusCode).toBe(201);
    for (const action of ['revoke', 'resend'] as const) {
      const res = await act(fidAdmin, id, action);
      expect(res.statusCode).toBe(409);
      expect(res.json().reason).toBe('INVITATION_CLOSED');
    }
    expect(await invitationStatus(t, id)).toBe(2);
  });

  it.each(STAFF_ROLES)('revoke as %s', async (role) => {
    const { id } = await invited(t, fidAdmin);
    expect((await act(staff[role], id, 'revoke')).statusCode).toBe(MANAGERS.includes(role) ? 200 : 403);
  });

  it('another tenant’s invitation answers 404', async () => {
    const { id } = await invited(t, fidAdmin);
    const foreignAdmin = staff[R.FIDUCIARY_ADMIN];
    expect((await act(other.caller, id, 'revoke', fid)).statusCode).toBe(404);
    expect((await act(foreignAdmin, '00000000-0000-4000-8000-000000000000', 'resend')).statusCode).toBe(404);
  });
});
