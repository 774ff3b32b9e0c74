import { investmentWireInstructionsSchema, wireInstructionsStateSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WIRE_INSTRUCTIONS } from '#api/seed/demo-portfolio.ts';
import { demoApp } from './demo-callers.ts';
import { type Caller, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import { type RoleKey, staffByRole } from './capital-calls-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, fidAdmin: Caller, other: OtherTenant;
let staff: Record<RoleKey, Caller>;
let investmentId: string;

beforeAll(async () => {
  ({ t, investor, fidAdmin } = await demoApp('investor', 'fidAdmin'));
  staff = await staffByRole(t, investor.fid);
  other = await otherTenant(t);
  const inv = await t.db
    .selectFrom('investment')
    .select('id')
    .where('entity_id', '=', investor.entityId as string)
    .where('status', '=', 'DEAL_EXECUTED')
    .executeTakeFirstOrThrow();
  investmentId = inv.id;
});
afterAll(() => t.close());

const url = (path: string, fid: string) => `/api/v1/fid/${fid}/${path}`;
const get = (who: Caller, path: string, fid = who.fid) => t.app.inject({ url: url(path, fid), headers: who.headers });
const post = (who: Caller, path: string, payload?: object, fid = who.fid) =>
  t.app.inject({ method: 'POST', url: url(path, fid), headers: who.headers, ...(payload ? { payload } : {}) });
const BASE = 'fid-admin/wire-instructions';
const propose = (who: Caller, changes: object = {}) =>
  post(who, `${BASE}/proposals`, { ...DEMO_WIRE_INSTRUCTIONS, ...changes });
const approve = (who: Caller, id: string, fid = who.fid) =>
  post(who, `${BASE}/proposals/${id}/approve`, undefined, fid);
const reject = (who: Caller, id: string, reason?: string) =>
  post(who, `${BASE}/proposals/${id}/reject`, reason === undefined ? {} : { reason });
const stateOf = async (who: Caller = fidAdmin) => {
  const res = await get(who, BASE);
  expect(res.statusCode, res.body).toBe(200);
  return wireInstructionsStateSchema.parse(res.json().data);
};
const investorView = async () =>
  investmentWireInstructionsSchema.parse((await get(investor, `investments/${investmentId}/wire-instructions`)).json())
    .data.wire_instructions;
const none = '00000000-0000-4000-8000-000000000000';

describe('roles (ADR 0026)', () => {
  // read: capital_calls.read, write: wire_instructions.write, approve: wire_instructions.approve
  it.each([
    ['FS', true, true, true],
    ['FA', true, true, true],
    ['KYC', false, false, false],
    ['OA', false, false, false],
    ['DE', true, true, false],
    ['BD', true, false, false],
    ['SIG', false, false, false],
    ['ED', false, false, false],
    ['AV', true, false, false],
  ] as const)('%s: read %s, propose %s, approve %s', async (role, read, write, decide) => {
    const who = staff[role];
    expect((await get(who, BASE)).statusCode).toBe(read ? 200 : 403);
    // An invalid proposal: 400 for those who may propose, 403 for the others (the guard runs after validation).
    const bad = await propose(who, { account_number: '' });
    expect(bad.statusCode).toBe(400);
    expect((await approve(who, none)).statusCode).toBe(decide ? 404 : 403);
    expect((await reject(who, none, 'No')).statusCode).toBe(decide ? 404 : 403);
    if (!write) expect((await propose(who)).statusCode).toBe(403);
  });

  it('refuses investors (403) and another tenant (404)', async () => {
    expect((await get(investor, BASE)).statusCode).toBe(403);
    expect((await get(other.caller, BASE, investor.fid)).statusCode).toBe(404);
    expect((await get(fidAdmin, BASE, other.fid)).statusCode).toBe(404);
  });
});

describe('four eyes', () => {
  it('shows the instructions in force with when they were last verified', async () => {
    const state = await stateOf();
    expect(state.current).toMatchObject(DEMO_WIRE_INSTRUCTIONS);
    expect(state.current?.verified_on).toEqual(expect.any(String));
    expect(state.pending).toBeNull();
    expect((await investorView())?.verified_on).toBe(state.current?.verified_on);
  });

  it('names the field of a bad proposal', async () => {
    const res = await propose(fidAdmin, { bank_name: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^bank_name/);
  });

  it('keeps a proposal out of force until another administrator approves it', async () => {
    const before = await stateOf();
    const proposed = await propose(fidAdmin, { bank_name: 'Proposed Bank', account_number: '5550001111' });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const pending = wireInstructionsStateSchema.parse(proposed.json().data).pending;
    expect(pending).toMatchObject({ status: 'PENDING', bank_name: 'Proposed Bank', proposed_by_me: true });
    expect((await stateOf(staff.FS)).pending?.proposed_by_me).toBe(false);
    expect(await investorView()).toMatchObject({ bank_name: DEMO_WIRE_INSTRUCTIONS.bank_name });

    const second = await propose(staff.DE, { bank_name: 'Another Bank' });
    expect(second.statusCode).toBe(409);
    expect(second.json().reason).toBe('WIRE_PROPOSAL_PENDING');

    const own = await approve(fidAdmin, pending?.id as string);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      reason: 'FOUR_EYES_REQUIRED',
      detail: 'You proposed these wire instructions; another administrator must approve them.',
    });
    expect((await approve(staff.DE, pending?.id as string)).statusCode).toBe(403);
    expect((await approve(staff.FS, pending?.id as string, other.fid)).statusCode).toBe(404);

    const approved = await approve(staff.FS, pending?.id as string);
    expect(approved.statusCode, approved.body).toBe(200);
    const after = wireInstructionsStateSchema.parse(approved.json().data);
    expect(after.pending).toBeNull();
    expect(after.current).toMatchObject({ bank_name: 'Proposed Bank', account_number: '5550001111' });
    expect(Date.parse(after.current?.verified_on as string)).toBeGreaterThan(
      Date.parse(before.current?.verified_on as string),
    );
    const seen = await investorView();
    expect(seen).toMatchObject({ bank_name: 'Proposed Bank', verified_on: after.current?.verified_on });
    expect((await approve(staff.FA, pending?.id as string)).json().reason).toBe('TRANSITION_REFUSED');

    const audit = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'data'])
      .where('kind', 'in', ['wire_instructions_proposed', 'wire_instructions_changed'])
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.kind)).toEqual(['wire_instructions_proposed', 'wire_instructions_changed']);
    expect(JSON.stringify(audit)).not.toContain('5550001111');
    expect(JSON.stringify(audit)).toContain('******1111');
  });

  it('rejects a proposal with a reason; the instructions in force stay', async () => {
    const proposed = await propose(staff.DE, { bank_name: 'Rejected Bank' });
    expect(proposed.statusCode).toBe(201);
    const id = proposed.json().data.pending.id as string;
    const empty = await reject(fidAdmin, id, ' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toMatch(/^reason/);
    const res = await reject(fidAdmin, id, 'The account name does not match our records.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.pending).toBeNull();
    expect(res.json().data.current.bank_name).toBe('Proposed Bank');
    expect((await approve(fidAdmin, id)).statusCode).toBe(409);
    expect((await reject(fidAdmin, id, 'again')).json().reason).toBe('TRANSITION_REFUSED');
  });
});
