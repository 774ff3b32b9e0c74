import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { type Caller, loginAs } from './documents-fixtures.ts';
import { createUser } from './factories.ts';
import type { TestApp } from './helpers.ts';
import { connect, type OpenSocket, payloadOf, settle } from './realtime-fixtures.ts';
import { SEAL_JOB_KIND } from '#api/modules/ceremony/seal-job-kind.ts';

/**
 * Each deal-flow event, caused through the API on the demo data, reaches the investor's open socket
 * and stays in the notification list (issue 6 "Events that notify").
 */
let t: TestApp, investor: Caller, fidAdmin: Caller;
let investorAdmin: Caller;
let socket: OpenSocket;
let adminSocket: OpenSocket;

const api = (who: Caller, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/fid/${who.fid}/${path}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
const oppId = async (name: string) =>
  (await t.db.selectFrom('opportunity').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

async function expectPush(event: string, kind: 'ACTION' | 'NOTIFICATION', text: string, target: object) {
  const frame = payloadOf(await socket.next());
  expect(frame).toMatchObject({ event: 'notification', data: { status: 'new', text, ...target } });
  expect(frame.data.item).toMatchObject({ event, kind, message: text });
  // Every member acting for the entity gets it (the investor admin too).
  expect(payloadOf(await adminSocket.next()).data.text).toBe(text);
}

beforeAll(async () => {
  ({ t, investor, fidAdmin } = await demoApp('investor', 'fidAdmin'));
  // Only this file's events in the lists (the demo seeds notifications of its own).
  await t.db.deleteFrom('notification').execute();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // An investor admin of the same entity: every member acting for it is told.
  const admin = await createUser(t.db, { password: 'Member!2345', memberships: [] });
  await t.db
    .insertInto('membership')
    .values({
      fiduciary_id: investor.fid,
      user_id: admin.id,
      role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR_ADMIN,
      entity_id: investor.entityId,
    })
    .execute();
  investorAdmin = await loginAs(t, admin.email, 'Member!2345');
  socket = await connect(t, investor);
  adminSocket = await connect(t, investorAdmin);
}, 120_000);
afterAll(async () => {
  socket?.close();
  adminSocket?.close();
  await t.close();
});

describe('events that notify', { timeout: 60_000 }, () => {
  it('NDA countersigned and data room opened, when the countersignature is sealed', async () => {
    const opp = await oppId('Helio Grid Project Notes');
    const nda = await t.db.selectFrom('nda').select('id').where('opportunity_id', '=', opp).executeTakeFirstOrThrow();
    const res = await api(fidAdmin, 'POST', `issuers/nda/${nda.id}/countersign`, { signature_text: 'Casey Trustee' });
    expect(res.statusCode, res.body).toBe(202);
    // Nothing before the countersignature is sealed.
    await settle(t, socket);
    expect(socket.untaken()).toEqual([]);
    expect(await t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);
    const target = { navigate_to: 'OpportunityDetail', resource_id: opp, color: 'success' };
    await expectPush(
      'NDA_COUNTERSIGNED',
      'NOTIFICATION',
      'The NDA for Helio Grid Project Notes has been countersigned.',
      target,
    );
    await expectPush(
      'DATA_ROOM_OPENED',
      'NOTIFICATION',
      'The data room of Helio Grid Project Notes is now open.',
      target,
    );
  });

  let investmentId: string;
  let name: string;

  it('deal approved, countersigned and executed', async () => {
    const row = await t.db
      .selectFrom('investment as i')
      .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
      .select(['i.id', 'o.name'])
      .where('i.status', '=', 'DEAL_PENDING_REVIEW')
      .where('i.entity_id', '=', investor.entityId as string)
      .executeTakeFirstOrThrow();
    investmentId = row.id;
    name = row.name;
    const target = { navigate_to: 'Transaction', resource_id: investmentId };

    expect((await api(fidAdmin, 'POST', `fid-admin/investments/${investmentId}/approve`)).statusCode).toBe(200);
    await expectPush('DEAL_APPROVED', 'NOTIFICATION', `Your investment in ${name} has been approved.`, target);

    const countersign = await api(fidAdmin, 'POST', `fid-admin/investments/${investmentId}/countersign`, {
      signature_text: 'Casey Trustee',
    });
    expect(countersign.statusCode, countersign.body).toBe(202);
    expect(await t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);
    await expectPush(
      'DEAL_COUNTERSIGNED',
      'NOTIFICATION',
      `Your subscription to ${name} has been countersigned.`,
      target,
    );

    expect((await api(fidAdmin, 'POST', `fid-admin/investments/${investmentId}/execute`)).statusCode).toBe(200);
    await expectPush('DEAL_EXECUTED', 'NOTIFICATION', `Your investment in ${name} has been executed.`, target);
  });

  it('capital call issued (an action) and its payment acknowledged', async () => {
    const url = `fid-admin/investments/${investmentId}/capital-calls`;
    expect((await api(investor, 'POST', url, { amount: '2500.00', due_date: '2027-01-15' })).statusCode).toBe(403);
    expect((await api(fidAdmin, 'POST', url, { amount: '0', due_date: '2027-01-15' })).statusCode).toBe(400);
    const res = await api(fidAdmin, 'POST', url, { amount: '2500.00', due_date: '2027-01-15' });
    expect(res.statusCode, res.body).toBe(201);
    const call = res.json().data as { id: string; call_number: number; payment_id: string; payment_status: string };
    expect(call).toMatchObject({ call_number: 1, amount: '2500.00', status: 'IN_PROGRESS', payment_status: 'PENDING' });
    const target = { navigate_to: 'Transaction', resource_id: investmentId, color: 'warning' };
    await expectPush(
      'CAPITAL_CALL_ISSUED',
      'ACTION',
      `Capital call 1 of $2,500.00 for ${name} is due on 01/15/2027.`,
      target,
    );

    const sent = await api(investor, 'POST', `investments/${investmentId}/payments/${call.payment_id}/confirm-sent`, {
      reference: 'WIRE-1',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await settle(t, socket);
    expect(socket.untaken()).toEqual([]);
    const ack = await api(fidAdmin, 'POST', `fid-admin/payments/${call.payment_id}/acknowledge`);
    expect(ack.statusCode, ack.body).toBe(200);
    await expectPush(
      'PAYMENT_ACKNOWLEDGED',
      'NOTIFICATION',
      `Your payment of $2,500.00 for ${name} has been acknowledged.`,
      { navigate_to: 'Transaction', resource_id: investmentId },
    );
  });

  it('refuses a capital call on an investment that is not executed (409)', async () => {
    const other = await t.db
      .selectFrom('investment')
      .select('id')
      .where('status', '!=', 'DEAL_EXECUTED')
      .where('fiduciary_id', '=', fidAdmin.fid)
      .executeTakeFirstOrThrow();
    const res = await api(fidAdmin, 'POST', `fid-admin/investments/${other.id}/capital-calls`, {
      amount: '100.00',
      due_date: '2027-01-15',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Capital calls can only be issued on an executed investment.');
  });

  it('keeps every event in the lists: actions and notifications apart, newest first', async () => {
    const actions = await api(investor, 'GET', 'notifications?kind=ACTION');
    expect(actions.json().results.map((r: { event: string }) => r.event)).toEqual(['CAPITAL_CALL_ISSUED']);
    const notes = await api(investor, 'GET', 'notifications?kind=NOTIFICATION&limit=50');
    const events = notes.json().results.map((r: { event: string }) => r.event);
    expect(events.slice(0, 6)).toEqual([
      'PAYMENT_ACKNOWLEDGED',
      'DEAL_EXECUTED',
      'DEAL_COUNTERSIGNED',
      'DEAL_APPROVED',
      'DATA_ROOM_OPENED',
      'NDA_COUNTERSIGNED',
    ]);
  });
});
