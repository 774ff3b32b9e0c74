import { randomBytes } from 'node:crypto';
import { kycSubmissionSchema } from '@dl/contracts';
import { FIDUCIARY_ROLES as R, KYC_DECISION_REASON_REQUIRED } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { type Caller, entityId, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import { createUser } from './factories.ts';
import type { TestApp } from './helpers.ts';
import { type StaffRole, STAFF_ROLES, staffCallers, url } from './investor-directory-fixtures.ts';
import { loginAs } from './documents-fixtures.ts';

let t: TestApp, fid: string, fidAdmin: Caller, investor: Caller, other: OtherTenant, otherAdmin: Caller;
let staff: Record<StaffRole, Caller>;
let avery: string;

/** ADR 0026 `kyc.read_answers` and `kyc.decide`. */
const ONBOARDING: readonly StaffRole[] = [R.FIDUCIARY_SUPERADMIN, R.FIDUCIARY_ADMIN, R.KYC_APPROVER];

beforeAll(async () => {
  ({ t, fid, fidAdmin, investor } = await demoApp('fidAdmin', 'investor'));
  staff = await staffCallers(t, fid);
  other = await otherTenant(t);
  const admin = await createUser(t.db, { memberships: [{ fiduciary_id: other.fid, role: R.FIDUCIARY_ADMIN }] });
  otherAdmin = await loginAs(t, admin.email);
  avery = await entityId(t, 'Avery Investor');
});
afterAll(() => t.close());

/** An invitation of the demo investor's entity (whose KYC form '3' is submitted) at `status`. */
async function invitationAt(status: number, submittedOn = new Date()) {
  const row = await t.db
    .insertInto('invitation')
    .values({
      fiduciary_id: fid,
      email: `avery-${randomBytes(4).toString('hex')}@invitee.example`,
      first_name: 'Avery',
      last_name: 'Investor',
      entity_type: 'INDIVIDUAL',
      code_hash: randomBytes(32),
      expires_on: new Date(Date.now() + 86_400_000),
      code_used_on: new Date(),
      entity_id: avery,
      status,
      modified_on: submittedOn,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const get = (who: Caller, path: string, f = who.fid) => t.app.inject({ url: url(f, path), headers: who.headers });
const decide = (who: Caller, id: string, payload: object, f = fid) =>
  t.app.inject({ method: 'POST', url: url(f, `invitations/${id}/kyc-decision`), headers: who.headers, payload });
const statusOf = async (id: string) =>
  (await t.db.selectFrom('invitation').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('GET fid-admin/kyc (the queue)', () => {
  it('lists submitted forms (4 Form) only, oldest first', async () => {
    const older = await invitationAt(4, new Date('2026-01-01T00:00:00Z'));
    const newer = await invitationAt(4, new Date('2026-02-01T00:00:00Z'));
    await invitationAt(3);
    const res = await get(staff[R.KYC_APPROVER], 'kyc?limit=50');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().results.map((r: { invitation_id: string }) => r.invitation_id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(res.json().results[0]).toMatchObject({ name: 'Avery Investor', form_id: '3', entity_type: 'INDIVIDUAL' });
    expect(res.json().count).toBe(ids.length);
    const paged = await get(fidAdmin, 'kyc?limit=1&page=2');
    expect(paged.json().results[0].invitation_id).toBe(ids[1]);
  });

  it.each(STAFF_ROLES)('as %s', async (role) => {
    expect((await get(staff[role], 'kyc')).statusCode).toBe(ONBOARDING.includes(role) ? 200 : 403);
  });

  it('refuses an investor (403), another tenant (404) and a bad page (400 naming it)', async () => {
    expect((await get(investor, 'kyc')).statusCode).toBe(403);
    expect((await get(otherAdmin, 'kyc', fid)).statusCode).toBe(404);
    const bad = await get(fidAdmin, 'kyc?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('page');
  });
});

describe('GET fid-admin/kyc/:invitationId', () => {
  it('answers the masked answers with the template at the version they were given against', async () => {
    const id = await invitationAt(4);
    const stored = await t.db
      .selectFrom('form_response')
      .select('template_version')
      .where('entity_id', '=', avery)
      .where('form_id', '=', '3')
      .executeTakeFirstOrThrow();
    const latest = await t.db
      .selectFrom('form_template')
      .select(['version', 'body', 'kind'])
      .where('form_id', '=', '3')
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    // A newer version is published after the answers were given.
    const next = latest.version + 1;
    await t.db
      .insertInto('form_template')
      .values({
        form_id: '3',
        version: next,
        kind: latest.kind,
        body: JSON.stringify({ ...(latest.body as object), version: next }),
      })
      .execute();
    const res = await get(staff[R.KYC_APPROVER], `kyc/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = kycSubmissionSchema.parse(res.json().data);
    expect(data.template.version).toBe(stored.template_version);
    expect(data.response?.template_version).toBe(stored.template_version);
    expect(data.response?.response.values.ssn).toBe('•••• 9999');
    expect(res.body).not.toContain('219099999');
    expect(data.name).toBe('Avery Investor');
  });

  it.each(STAFF_ROLES)('as %s', async (role) => {
    const id = await invitationAt(4);
    expect((await get(staff[role], `kyc/${id}`)).statusCode).toBe(ONBOARDING.includes(role) ? 200 : 403);
  });

  it('answers 404 for another tenant (through either fiduciary) and a missing id', async () => {
    const id = await invitationAt(4);
    expect((await get(otherAdmin, `kyc/${id}`)).statusCode).toBe(404);
    expect((await get(otherAdmin, `kyc/${id}`, fid)).statusCode).toBe(404);
    expect((await get(fidAdmin, 'kyc/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('KYC decisions (POST fid-admin/invitations/:id/kyc-decision)', () => {
  const DECISIONS = [
    { decision: 'APPROVE', to: 5 },
    { decision: 'DENY', reason: 'Sanctions list match', to: 6 },
    { decision: 'REQUEST_REVISION', reason: 'Passport expired', to: 3 },
  ] as const;

  it.each(DECISIONS)('$decision moves 4 Form to $to, audited, and notifies the investor', async (d) => {
    const id = await invitationAt(4);
    const res = await decide(staff[R.KYC_APPROVER], id, d);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(id)).toBe(d.to);
    const audit = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'actor_user_id'])
      .where('subject', '=', id)
      .execute();
    expect(audit.map((a) => a.kind)).toContain(`invitation_${d.decision.toLowerCase()}`);
    const note = await t.db
      .selectFrom('notification as n')
      .innerJoin('app_user as u', 'u.id', 'n.user_id')
      .select(['n.event', 'n.kind', 'n.message'])
      .where('u.email', '=', 'investor@demo.test')
      .where('n.event', '=', 'KYC_DECISION')
      .orderBy('n.created_on', 'desc')
      .executeTakeFirstOrThrow();
    expect(note.kind).toBe(d.decision === 'REQUEST_REVISION' ? 'ACTION' : 'NOTIFICATION');
    if ('reason' in d) expect(note.message).toContain(d.reason);
  });

  const FROM = [1, 2, 3, 5, 6];
  it.each(FROM.flatMap((status) => DECISIONS.map((d) => [status, d] as const)))(
    'refuses from %i: %o (409)',
    async (status, d) => {
      const id = await invitationAt(status);
      const res = await decide(fidAdmin, id, d);
      expect(res.statusCode).toBe(409);
      expect(res.json().reason).toBe('TRANSITION_REFUSED');
      expect(await statusOf(id)).toBe(status);
    },
  );

  it('requires a reason to deny or to request a revision (400), and a known decision (400 naming it)', async () => {
    const id = await invitationAt(4);
    for (const decision of ['DENY', 'REQUEST_REVISION']) {
      const res = await decide(fidAdmin, id, { decision });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe(KYC_DECISION_REASON_REQUIRED);
    }
    const unknown = await decide(fidAdmin, id, { decision: 'MAYBE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toContain('decision');
    expect(await statusOf(id)).toBe(4);
  });

  it.each(STAFF_ROLES)('as %s', async (role) => {
    const id = await invitationAt(4);
    const res = await decide(staff[role], id, { decision: 'APPROVE' });
    expect(res.statusCode).toBe(ONBOARDING.includes(role) ? 200 : 403);
  });

  it('another tenant answers 404 and changes nothing', async () => {
    const id = await invitationAt(4);
    expect((await decide(otherAdmin, id, { decision: 'APPROVE' }, other.fid)).statusCode).toBe(404);
    expect((await decide(otherAdmin, id, { decision: 'APPROVE' })).statusCode).toBe(404);
    expect(await statusOf(id)).toBe(4);
  });
});
