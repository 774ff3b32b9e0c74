import { callAllocationSchema, listResponseSchema, opportunityCallSchema } from '@dl/contracts';
import { addMoney, ROUNDING_RULE } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { type Caller, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import { fundWithCommitments, inDays, type RoleKey, staffByRole } from './capital-calls-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, fidAdmin: Caller, other: OtherTenant;
let staff: Record<RoleKey, Caller>;
let fund: Awaited<ReturnType<typeof fundWithCommitments>>;

const NOTICE = 'capital_call.notice';

beforeAll(async () => {
  ({ t, investor, fidAdmin } = await demoApp('investor', 'fidAdmin'));
  staff = await staffByRole(t, investor.fid);
  other = await otherTenant(t);
  fund = await fundWithCommitments(t, investor.fid, investor.entityId as string, [
    '100000.00',
    '100000.00',
    '100000.00',
  ]);
});
afterAll(() => t.close());

const url = (path: string, fid: string) => `/api/v1/fid/${fid}/${path}`;
const get = (who: Caller, path: string, fid = who.fid) => t.app.inject({ url: url(path, fid), headers: who.headers });
const post = (who: Caller, path: string, payload?: object, fid = who.fid) =>
  t.app.inject({ method: 'POST', url: url(path, fid), headers: who.headers, ...(payload ? { payload } : {}) });
const newCall = (who: Caller, body: object, opportunityId = fund.opportunityId) =>
  post(who, `fid-admin/opportunities/${opportunityId}/capital-calls`, { due_date: inDays(30), ...body });
const allocationsOf = async (callId: string) => {
  const res = await get(fidAdmin, `fid-admin/capital-calls/${callId}/allocations?limit=50`);
  expect(res.statusCode, res.body).toBe(200);
  return listResponseSchema(callAllocationSchema).parse(res.json());
};
const callOf = async (callId: string) =>
  opportunityCallSchema.parse((await get(fidAdmin, `fid-admin/capital-calls/${callId}`)).json().data);

describe('role matrix (ADR 0026)', () => {
  const none = '00000000-0000-4000-8000-000000000000';
  // issue: capital_calls.issue, read: capital_calls.read, pay: payments.acknowledge
  it.each([
    ['FS', true, true, true],
    ['FA', true, true, true],
    ['KYC', false, false, false],
    ['OA', false, false, false],
    ['DE', true, true, true],
    ['BD', false, true, false],
    ['SIG', false, false, false],
    ['ED', false, false, false],
    ['AV', false, true, false],
  ] as const)('%s: issue %s, read %s, payments %s', async (role, issue, read, pay) => {
    const who = staff[role];
    const preview = await post(who, `fid-admin/opportunities/${fund.opportunityId}/capital-calls/preview`, {
      amount: '10.00',
    });
    expect(preview.statusCode).toBe(issue ? 200 : 403);
    expect((await newCall(who, { amount: '10.00', due_date: inDays(-1) })).statusCode).toBe(issue ? 400 : 403);
    expect((await get(who, 'fid-admin/capital-calls')).statusCode).toBe(read ? 200 : 403);
    expect((await get(who, `fid-admin/capital-calls/${none}`)).statusCode).toBe(read ? 404 : 403);
    expect((await get(who, `fid-admin/capital-calls/${none}/allocations`)).statusCode).toBe(read ? 404 : 403);
    expect((await post(who, `fid-admin/capital-calls/${none}/request-payments`)).statusCode).toBe(pay ? 404 : 403);
    expect((await post(who, `fid-admin/payments/${none}/request`)).statusCode).toBe(pay ? 404 : 403);
    expect((await post(who, `fid-admin/payments/${none}/acknowledge`)).statusCode).toBe(pay ? 404 : 403);
  });

  it('refuses investors (403) and another tenant (404)', async () => {
    expect((await get(investor, 'fid-admin/capital-calls')).statusCode).toBe(403);
    expect((await get(other.caller, 'fid-admin/capital-calls', investor.fid)).statusCode).toBe(404);
    expect((await get(fidAdmin, 'fid-admin/capital-calls', other.fid)).statusCode).toBe(404);
  });
});

describe('POST fid-admin/opportunities/{id}/capital-calls', () => {
  it.each([
    [{ percentage: '10', amount: '10.00' }, 'amount'],
    [{}, 'percentage'],
    [{ percentage: '101' }, 'percentage'],
    [{ percentage: '1.1234567' }, 'percentage'],
    [{ amount: '-5' }, 'amount'],
    [{ amount: '10', due_date: inDays(0) }, 'due_date'],
    [{ amount: '10', due_date: 'tomorrow' }, 'due_date'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await newCall(fidAdmin, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().detail).toMatch(new RegExp(`^${field}`));
  });

  it('previews the allocation with the rounding rule named, creating nothing', async () => {
    const res = await post(fidAdmin, `fid-admin/opportunities/${fund.opportunityId}/capital-calls/preview`, {
      amount: '1000.00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.rounding_rule).toBe(ROUNDING_RULE);
    expect(data.total).toBe('1000.00');
    expect(data.lines.map((l: { amount: string }) => l.amount).sort()).toEqual(['333.33', '333.33', '333.34']);
    expect((await get(fidAdmin, `fid-admin/capital-calls?opportunity_id=${fund.opportunityId}`)).json().count).toBe(0);
    const callable = await get(fidAdmin, 'fid-admin/capital-calls/opportunities');
    expect(callable.statusCode, callable.body).toBe(200);
    expect(callable.json().data.find((o: { id: string }) => o.id === fund.opportunityId)).toMatchObject({
      investors: 3,
      commitments_total: '300000.00',
    });
    expect((await get(staff.AV, 'fid-admin/capital-calls/opportunities')).statusCode).toBe(403);
  });

  it('refuses a call with no executed commitment, or over the commitments (409)', async () => {
    const empty = await fundWithCommitments(t, investor.fid, investor.entityId as string, []);
    const none = await newCall(fidAdmin, { amount: '10.00' }, empty.opportunityId);
    expect(none.statusCode).toBe(409);
    expect(none.json().reason).toBe('NO_EXECUTED_COMMITMENTS');
    const over = await newCall(fidAdmin, { amount: '300000.01' });
    expect(over.statusCode).toBe(409);
    expect(over.json().reason).toBe('CALL_EXCEEDS_COMMITMENTS');
    expect((await newCall(fidAdmin, { amount: '1' }, other.opportunityId)).statusCode).toBe(404);
  });

  it('allocates exactly, queues one notice job per investor, and generates the notices', async () => {
    const res = await newCall(staff.DE, { amount: '1000.00', note: 'First drawdown' });
    expect(res.statusCode, res.body).toBe(201);
    const call = opportunityCallSchema.parse(res.json().data);
    expect(call).toMatchObject({
      amount: '1000.00',
      received: '0.00',
      outstanding: '1000.00',
      basis: 'AMOUNT',
      status: 'IN_PROGRESS',
      investors: 3,
      rounding_rule: ROUNDING_RULE,
      notices: { generated: 0, total: 3 },
    });
    const allocations = await allocationsOf(call.id);
    expect(allocations.count).toBe(3);
    expect(addMoney(...allocations.results.map((a) => a.due))).toBe('1000.00');
    expect(allocations.results.every((a) => a.payment_status === 'PENDING')).toBe(true);

    expect(await t.app.jobs.drain({ kinds: [NOTICE] })).toBe(3);
    expect((await callOf(call.id)).notices).toEqual({ generated: 3, total: 3 });
    const mine = (await allocationsOf(call.id)).results.find((a) => a.entity_id === investor.entityId);
    const notice = await get(investor, `mydocuments/${mine?.notice_document_id}`);
    expect(notice.statusCode, notice.body).toBe(200);
    expect(notice.json()).toMatchObject({ document_class: 'CAPITAL_CALL', mime_type: 'application/pdf' });
    const pdf = await t.app.inject({ url: notice.json().signed_url });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const notified = await t.db
      .selectFrom('notification')
      .select('message')
      .where('event', '=', 'CAPITAL_CALL_ISSUED')
      .where('message', 'like', `%${mine?.due}%`)
      .execute();
    expect(notified.length).toBeGreaterThan(0);
    // The investor's own screen lists it as a capital call of the investment.
    const listed = await get(
      investor,
      `opportunities/${fund.opportunityId}/investments/${mine?.investment_id}/capital-calls`,
    );
    expect(listed.json().data.map((c: { amount: string }) => c.amount)).toEqual([mine?.due]);
  });

  it('takes a percentage of the commitments (half up to the cent) and lists calls paginated', async () => {
    const res = await newCall(fidAdmin, { percentage: '33.333' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ amount: '99999.00', percentage: '33.333', basis: 'PERCENTAGE' });
    const page = await get(fidAdmin, `fid-admin/capital-calls?opportunity_id=${fund.opportunityId}&limit=1`);
    const list = listResponseSchema(opportunityCallSchema).parse(page.json());
    expect(list.count).toBe(2);
    expect(list.results.map((c) => c.call_number)).toEqual([2]);
    const asc = await get(fidAdmin, `fid-admin/capital-calls?opportunity_id=${fund.opportunityId}&ordering=created_on`);
    expect(asc.json().results.map((c: { call_number: number }) => c.call_number)).toEqual([1, 2]);
  });
});

describe('payments of a call', () => {
  it('requests, records a partial receipt, refuses over-payment and completes on the rest', async () => {
    const [call] = listResponseSchema(opportunityCallSchema).parse(
      (await get(fidAdmin, `fid-admin/capital-calls?opportunity_id=${fund.opportunityId}&ordering=created_on`)).json(),
    ).results;
    if (!call) throw new Error('no call');
    const mine = (await allocationsOf(call.id)).results.find((a) => a.entity_id === investor.entityId);
    if (!mine?.payment_id) throw new Error('no allocation');
    const requested = await post(staff.DE, `fid-admin/payments/${mine.payment_id}/request`);
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json().data.payment.status).toBe('SENT');
    const again = await post(staff.DE, `fid-admin/payments/${mine.payment_id}/request`);
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('TRANSITION_REFUSED');
    const all = await post(fidAdmin, `fid-admin/capital-calls/${call.id}/request-payments`);
    expect(all.json()).toEqual({ data: { requested: 2 } });

    const ack = (payload?: object) => post(fidAdmin, `fid-admin/payments/${mine.payment_id}/acknowledge`, payload);
    expect((await ack()).statusCode).toBe(409); // SENT: the investor has not confirmed yet
    const confirm = () =>
      post(investor, `investments/${mine.investment_id}/payments/${mine.payment_id}/confirm-sent`, { reference: 'W1' });
    expect((await confirm()).statusCode).toBe(200);
    expect((await ack({ amount: '0' })).statusCode).toBe(400);
    const partial = await ack({ amount: '100.00' });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().data.payment).toMatchObject({ status: 'SENT', received_amount: '100.00' });
    let row = (await allocationsOf(call.id)).results.find((a) => a.id === mine.id);
    expect(row).toMatchObject({ received: '100.00', status: 'IN_PROGRESS' });
    expect(addMoney(row?.received as string, row?.outstanding as string)).toBe(mine.due);

    expect((await confirm()).statusCode).toBe(200);
    const over = await ack({ amount: mine.due });
    expect(over.statusCode).toBe(409);
    expect(over.json().reason).toBe('PAYMENT_EXCEEDS_DUE');
    const rest = await ack();
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.payment).toMatchObject({ status: 'CONFIRMED', received_amount: mine.due });
    row = (await allocationsOf(call.id)).results.find((a) => a.id === mine.id);
    expect(row).toMatchObject({ received: mine.due, outstanding: '0.00', status: 'COMPLETED' });
    expect((await callOf(call.id)).received).toBe(mine.due);
    const kinds = await t.db
      .selectFrom('audit_event')
      .select('kind')
      .where('subject', '=', mine.payment_id)
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual([
      'payment_requested',
      'payment_confirmed_sent',
      'payment_partially_received',
      'payment_confirmed_sent',
      'payment_acknowledged',
    ]);
  });
});
