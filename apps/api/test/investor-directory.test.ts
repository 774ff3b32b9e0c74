import { investorDetailSchema, investorRowSchema } from '@dl/contracts';
import { FIDUCIARY_ROLES as R } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { type Caller, entityId, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';
import {
  entityWithInvestments,
  type StaffRole,
  STAFF_ROLES,
  staffCallers,
  url,
} from './investor-directory-fixtures.ts';
import { invited } from './onboarding-fixtures.ts';

let t: TestApp, fid: string, investor: Caller, fidAdmin: Caller, other: OtherTenant;
let staff: Record<StaffRole, Caller>;
let acme: string;

beforeAll(async () => {
  ({ t, fid, investor, fidAdmin } = await demoApp('investor', 'fidAdmin'));
  staff = await staffCallers(t, fid);
  other = await otherTenant(t);
  acme = await entityWithInvestments(t, fid, 'Acme Directory Holdings', [
    { status: 'IOI_SENT', amount: '10000' },
    { status: 'DEAL_PENDING_REVIEW', amount: '25000.50' },
    { status: 'DEAL_EXECUTED', amount: '900000000.25' },
    { status: 'DEAL_DECLINED', amount: '7000' },
  ]);
});
afterAll(() => t.close());

const get = (who: Caller, path: string, f = who.fid) => t.app.inject({ url: url(f, path), headers: who.headers });
const list = async (who: Caller, query = '') => {
  const res = await get(who, `investors${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: Array<ReturnType<typeof investorRowSchema.parse>> };
};

/** ADR 0026 `investors.read`. */
const READERS: readonly StaffRole[] = [
  R.FIDUCIARY_SUPERADMIN,
  R.FIDUCIARY_ADMIN,
  R.KYC_APPROVER,
  R.DEAL_EXECUTOR,
  R.BD_TRADER,
  R.FIDUCIARY_EDITOR,
  R.FIDUCIARY_ADMIN_VIEWER,
];

describe('GET fid-admin/investors: who may read (ADR 0026)', () => {
  it.each(STAFF_ROLES)('%s', async (role) => {
    const res = await get(staff[role], 'investors');
    expect(res.statusCode).toBe(READERS.includes(role) ? 200 : 403);
  });

  it('refuses an investor (403) and another tenant’s member (404)', async () => {
    expect((await get(investor, 'investors')).statusCode).toBe(403);
    expect((await get(other.caller, 'investors', fid)).statusCode).toBe(404);
  });
});

describe('GET fid-admin/investors: rows, filters, ordering', () => {
  it('lists entities and not-yet-registered invitations with exact amounts', async () => {
    const { id: invitationId } = await invited(t, fidAdmin, { first_name: 'Nia', last_name: 'Pending' });
    const body = await list(fidAdmin, '?limit=100');
    for (const row of body.results) investorRowSchema.parse(row);
    const acmeRow = body.results.find((r) => r.id === acme);
    expect(acmeRow).toMatchObject({
      name: 'Acme Directory Holdings',
      entity_type: 'ENTITY',
      invitation_status: null,
      kyc_state: 'NOT_STARTED',
      committed: '900025000.75',
      invested: '900000000.25',
      city: 'Directoryville',
      state: 'ZZ',
      country: 'us',
    });
    expect(body.results.find((r) => r.id === invitationId)).toMatchObject({
      name: 'Nia Pending',
      invitation_status: 1,
      invitation_status_label: 'Sent',
      kyc_state: 'NOT_STARTED',
      committed: '0.00',
      entity_id: null,
      invitation_id: invitationId,
    });
    const avery = body.results.find((r) => r.name === 'Avery Investor');
    expect(avery).toMatchObject({ email: 'investor@demo.test', kyc_state: 'SUBMITTED', city: 'Brooklyn' });
    expect(body.count).toBe(body.results.length);
  });

  it('filters by invitation status, entity type, KYC state, search and location', async () => {
    const sent = await list(fidAdmin, '?invitation_status=1&limit=100');
    expect(sent.results.length).toBeGreaterThan(0);
    expect(sent.results.every((r) => r.invitation_status === 1)).toBe(true);
    const entities = await list(fidAdmin, '?entity_type=ENTITY&limit=100');
    expect(entities.results.every((r) => r.entity_type === 'ENTITY')).toBe(true);
    const submitted = await list(fidAdmin, '?kyc_state=SUBMITTED&limit=100');
    expect(submitted.results.map((r) => r.name)).toContain('Avery Investor');
    expect(submitted.results.every((r) => r.kyc_state === 'SUBMITTED')).toBe(true);
    expect((await list(fidAdmin, '?search=directory%20hold')).results.map((r) => r.id)).toEqual([acme]);
    expect((await list(fidAdmin, '?search=100%25')).results).toEqual([]);
    expect((await list(fidAdmin, '?city=directoryville&country=US')).results.map((r) => r.id)).toEqual([acme]);
  });

  it('pages and orders by name, committed and created', async () => {
    const first = await list(fidAdmin, '?page=1&limit=2&ordering=name');
    const second = await list(fidAdmin, '?page=2&limit=2&ordering=name');
    expect(first.results).toHaveLength(2);
    const names = [...first.results, ...second.results].map((r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const top = await list(fidAdmin, '?ordering=-committed&limit=1');
    expect(top.results[0]?.id).toBe(acme);
    const byStatus = await list(fidAdmin, '?ordering=-invitation_status&limit=100');
    const codes = byStatus.results.map((r) => r.invitation_status ?? 0);
    expect(codes).toEqual([...codes].sort((a, b) => b - a));
  });

  it('answers 400 naming the field for a bad filter or ordering', async () => {
    for (const [query, field] of [
      ['?invitation_status=9', 'invitation_status'],
      ['?ordering=email', 'ordering'],
      ['?kyc_state=DONE', 'kyc_state'],
      ['?entity_type=PERSON', 'entity_type'],
    ]) {
      const res = await get(fidAdmin, `investors${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toContain(field);
    }
  });
});

describe('GET fid-admin/investors/export', () => {
  it('answers the filtered rows as CSV with a header', async () => {
    const res = await get(staff[R.FIDUCIARY_ADMIN_VIEWER], 'investors/export?city=Directoryville');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'name,email,entity_type,invitation_status,kyc_state,committed,invested,city,state,country,created_on',
    );
    expect(lines).toHaveLength(2);
    const audit = await t.db
      .selectFrom('audit_event')
      .select(['data', 'actor_user_id'])
      .where('kind', '=', 'investors_exported')
      .executeTakeFirstOrThrow();
    expect(audit.data).toEqual({ filters: { city: 'Directoryville' } });
    expect(lines[1]).toMatch(
      /^Acme Directory Holdings,,ENTITY,,Not started,900025000\.75,900000000\.25,Directoryville,ZZ,us,/,
    );
  });

  it('exports every row in name order across keyset pages, formulas kept as text', async () => {
    await invited(t, fidAdmin, { first_name: '=cmd', last_name: 'Inject' });
    const res = await get(fidAdmin, 'investors/export');
    const total = (await list(fidAdmin, '?limit=1')).count;
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(total + 1);
    expect(res.body).toContain("'=cmd Inject");
  });

  it('is refused like the list', async () => {
    expect((await get(staff[R.OPPORTUNITY_APPROVER], 'investors/export')).statusCode).toBe(403);
    expect((await get(other.caller, 'investors/export', fid)).statusCode).toBe(404);
  });
});

describe('GET fid-admin/investors/:id', () => {
  it('answers entities, addresses, masked KYC answers, documents and investments', async () => {
    const avery = await entityId(t, 'Avery Investor');
    const res = await get(staff[R.KYC_APPROVER], `investors/${avery}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = investorDetailSchema.parse(res.json().data);
    expect(data.entities[0]).toMatchObject({ id: avery, name: 'Avery Investor' });
    expect(data.addresses.map((a) => a.city)).toContain('Brooklyn');
    expect(data.kyc?.masked).toContain('ssn');
    expect(data.kyc?.response.values.ssn).toBe('•••• 9999');
    expect(data.kyc?.labels.ssn).toEqual(expect.any(String));
    expect(JSON.stringify(data)).not.toContain('219099999');
    expect(data.investments.length).toBeGreaterThan(0);
  });

  it('leaves the KYC answers out for roles that do not read them (viewer, deal desk)', async () => {
    const avery = await entityId(t, 'Avery Investor');
    for (const role of [R.FIDUCIARY_ADMIN_VIEWER, R.DEAL_EXECUTOR]) {
      const res = await get(staff[role], `investors/${avery}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.kyc).toBeNull();
    }
  });

  it('answers 404 for another tenant’s investor and a missing id; 403 for an approver', async () => {
    const foreign = other.caller.entityId as string;
    expect((await get(fidAdmin, `investors/${foreign}`)).statusCode).toBe(404);
    expect((await get(fidAdmin, 'investors/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(staff[R.OPPORTUNITY_APPROVER], `investors/${acme}`)).statusCode).toBe(403);
  });
});

describe('POST fid-admin/investors/:id/kyc-answers/reveal and GET .../audit', () => {
  const reveal = (who: Caller, id: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: url(fid, `investors/${id}/kyc-answers/reveal`),
      headers: who.headers,
      payload,
    });
  const REVEALERS: readonly StaffRole[] = [R.FIDUCIARY_SUPERADMIN, R.FIDUCIARY_ADMIN, R.KYC_APPROVER];
  const AUDITORS: readonly StaffRole[] = [R.FIDUCIARY_SUPERADMIN, R.FIDUCIARY_ADMIN, R.FIDUCIARY_ADMIN_VIEWER];

  it.each(STAFF_ROLES)('reveal as %s', async (role) => {
    const avery = await entityId(t, 'Avery Investor');
    const res = await reveal(staff[role], avery, { field: 'ssn' });
    expect(res.statusCode).toBe(REVEALERS.includes(role) ? 200 : 403);
    if (res.statusCode === 200) expect(res.json().data).toEqual({ field: 'ssn', value: '219099999' });
  });

  it('audits who revealed which field, and shows it in the investor’s trail', async () => {
    const avery = await entityId(t, 'Avery Investor');
    expect((await reveal(fidAdmin, avery, { field: 'ssn' })).statusCode).toBe(200);
    const trail = await get(fidAdmin, `investors/${avery}/audit?limit=5`);
    expect(trail.statusCode).toBe(200);
    const first = trail.json().results[0];
    expect(first).toMatchObject({ kind: 'kyc_answer_revealed', data: { field: 'ssn', form_id: '3' } });
    expect(first.actor.email).toBe('fid-admin@demo.test');
    expect(JSON.stringify(trail.json())).not.toContain('219099999');
  });

  it('refuses a missing field (400 naming it), a clear field or another tenant (404)', async () => {
    const avery = await entityId(t, 'Avery Investor');
    const bad = await reveal(fidAdmin, avery, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('field');
    expect((await reveal(fidAdmin, avery, { field: 'first_name' })).statusCode).toBe(404);
    expect((await reveal(fidAdmin, other.caller.entityId as string, { field: 'ssn' })).statusCode).toBe(404);
  });

  it.each(STAFF_ROLES)('audit trail as %s', async (role) => {
    const res = await get(staff[role], `investors/${acme}/audit`);
    expect(res.statusCode).toBe(AUDITORS.includes(role) ? 200 : 403);
  });
});
