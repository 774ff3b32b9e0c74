import { investmentWireInstructionsSchema, paymentActionResultSchema, paymentSchema } from '@dl/contracts';
import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WIRE_INSTRUCTIONS } from '#api/seed/demo-portfolio.ts';
import { demoApp } from './demo-callers.ts';
import { type Caller, loginAs, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import { createUser } from './factories.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, fidAdmin: Caller, other: OtherTenant;
let averyViewer: Caller;
let averyAdmin: Caller;

/** A new user standing for the demo investor's entity with `role`. */
async function memberOfAvery(role: string): Promise<Caller> {
  const user = await createUser(t.db, { password: 'Member!2345', memberships: [] });
  await t.db
    .insertInto('membership')
    .values({ fiduciary_id: investor.fid, user_id: user.id, role, entity_id: investor.entityId })
    .execute();
  return loginAs(t, user.email, 'Member!2345');
}

beforeAll(async () => {
  ({ t, investor, fidAdmin } = await demoApp('investor', 'fidAdmin'));
  averyViewer = await memberOfAvery(INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER);
  averyAdmin = await memberOfAvery(INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR_ADMIN);
  other = await otherTenant(t);
});
afterAll(() => t.close());

const url = (who: Caller, path: string, fid = who.fid) => `/api/v1/fid/${fid}/${path}`;
const get = (who: Caller, path: string, fid = who.fid) =>
  t.app.inject({ url: url(who, path, fid), headers: who.headers });
const post = (who: Caller, path: string, payload?: object, fid = who.fid) =>
  t.app.inject({ method: 'POST', url: url(who, path, fid), headers: who.headers, ...(payload ? { payload } : {}) });

async function investmentOf(name: string) {
  return t.db
    .selectFrom('investment as i')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .select(['i.id', 'i.payments_received', 'i.payments_acknowledged', 'i.payment_status'])
    .where('o.name', '=', name)
    .where('i.entity_id', '=', investor.entityId as string)
    .executeTakeFirstOrThrow();
}
const paymentsOf = async (who: Caller, investmentId: string) => {
  const res = await get(who, `investments/${investmentId}/payments`);
  expect(res.statusCode, res.body).toBe(200);
  return z.object({ data: z.array(paymentSchema) }).parse(res.json()).data;
};

describe('GET investments/{id}/payments', () => {
  it('lists the initial payment then the capital-call payments, with the investor labels', async () => {
    const fund = await investmentOf('Industrial Automation Fund I');
    const payments = await paymentsOf(investor, fund.id);
    expect(payments.map((p) => [p.amount, p.status, p.investor_label, p.capital_call_id === null])).toEqual([
      ['250000.00', 'COMPLETED', 'CONFIRMED', true],
      ['50000.00', 'COMPLETED', 'CONFIRMED', false],
      ['62500.00', 'CONFIRMED', 'CONFIRMED', false],
      ['75000.00', 'PENDING', 'NOT APPLICABLE', false],
    ]);
    expect(payments.map((p) => p.can_confirm_sent)).toEqual([false, false, false, true]);
  });

  it('creates the initial payment of an executed investment on first read, from its amount and status', async () => {
    const executed = await investmentOf('Northwind Series A');
    const payments = await paymentsOf(investor, executed.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: '50000.00', status: 'CONFIRMED', capital_call_id: null });
    expect(await paymentsOf(investor, executed.id)).toEqual(payments);
    expect(await paymentsOf(investor, (await investmentOf('Helio Grid Seed')).id)).toEqual([]);
  });

  it('answers 404 to other entities and tenants, 403 to fiduciary staff', async () => {
    const fund = await investmentOf('Industrial Automation Fund I');
    expect((await paymentsOf(averyViewer, fund.id)).length).toBe(4);
    const harborViewer = await loginAs(t, 'viewer@demo.test');
    expect((await get(harborViewer, `investments/${fund.id}/payments`)).statusCode).toBe(404);
    expect((await get(other.caller, `investments/${fund.id}/payments`, investor.fid)).statusCode).toBe(404);
    expect((await get(other.caller, `investments/${fund.id}/payments`)).statusCode).toBe(404);
    expect((await get(fidAdmin, `investments/${fund.id}/payments`)).statusCode).toBe(403);
  });
});

describe('confirm payment sent, then the fiduciary acknowledges', () => {
  it('walks PENDING -> PENDING_ACKNOWLEDGEMENT -> CONFIRMED and sets the investment dates', async () => {
    const inv = await investmentOf('Diagnostics Co-Invest');
    expect(inv).toMatchObject({ payment_status: 'PENDING', payments_received: null, payments_acknowledged: null });
    const [payment] = await paymentsOf(investor, inv.id);
    if (!payment) throw new Error('no payment');

    const sent = await post(investor, `investments/${inv.id}/payments/${payment.id}/confirm-sent`, {
      reference: 'WIRE-778',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const afterSent = paymentActionResultSchema.parse(sent.json()).data;
    expect(afterSent.payment).toMatchObject({
      status: 'PENDING_ACKNOWLEDGEMENT',
      investor_label: 'SENT',
      reference: 'WIRE-778',
      can_confirm_sent: false,
    });
    expect(afterSent.payment.sent_on).not.toBeNull();
    expect(afterSent.investment).toMatchObject({
      payment_status: 'PENDING_ACKNOWLEDGEMENT',
      payments_acknowledged: null,
    });
    expect(afterSent.investment.payments_received).not.toBeNull();

    const again = await post(investor, `investments/${inv.id}/payments/${payment.id}/confirm-sent`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Cannot confirm payment sent while the payment is PENDING_ACKNOWLEDGEMENT.');

    expect((await post(investor, `fid-admin/payments/${payment.id}/acknowledge`)).statusCode).toBe(403);
    const ack = await post(fidAdmin, `fid-admin/payments/${payment.id}/acknowledge`);
    expect(ack.statusCode, ack.body).toBe(200);
    const done = paymentActionResultSchema.parse(ack.json()).data;
    expect(done.payment).toMatchObject({ status: 'CONFIRMED', investor_label: 'CONFIRMED' });
    expect(done.investment.payment_status).toBe('CONFIRMED');
    expect(done.investment.payments_acknowledged).not.toBeNull();
    expect(done.investment.payments_received).toBe(afterSent.investment.payments_received);
    expect((await post(fidAdmin, `fid-admin/payments/${payment.id}/acknowledge`)).statusCode).toBe(409);

    const audit = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'actor_user_id'])
      .where('subject', '=', payment.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.kind)).toEqual(['payment_confirmed_sent', 'payment_acknowledged']);
  });

  it('lets the investor confirm from SENT; a capital call is COMPLETED once its payment is acknowledged', async () => {
    const fintech = await investmentOf('Fintech Infrastructure Fund');
    const call = (await paymentsOf(investor, fintech.id)).find((p) => p.capital_call_id !== null);
    if (!call) throw new Error('no call payment');
    expect(call.status).toBe('SENT');
    const sent = await post(averyAdmin, `investments/${fintech.id}/payments/${call.id}/confirm-sent`);
    expect(sent.statusCode, sent.body).toBe(200);
    // A capital-call payment leaves the investment's own payment dates alone.
    expect(paymentActionResultSchema.parse(sent.json()).data.investment.payment_status).toBe('CONFIRMED');
    expect((await post(fidAdmin, `fid-admin/payments/${call.id}/acknowledge`)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('capital_call')
      .select('status')
      .where('id', '=', call.capital_call_id as string)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('COMPLETED');
  });

  it('refuses viewers (403), a payment of another investment or tenant (404), and PENDING acknowledgements (409)', async () => {
    const debt = await investmentOf('Northwind Venture Debt');
    const [payment] = await paymentsOf(investor, debt.id);
    if (!payment) throw new Error('no payment');
    expect((await post(averyViewer, `investments/${debt.id}/payments/${payment.id}/confirm-sent`)).statusCode).toBe(
      403,
    );
    const fund = await investmentOf('Industrial Automation Fund I');
    expect((await post(investor, `investments/${fund.id}/payments/${payment.id}/confirm-sent`)).statusCode).toBe(404);
    expect(
      (await post(other.caller, `investments/${debt.id}/payments/${payment.id}/confirm-sent`, {}, investor.fid))
        .statusCode,
    ).toBe(404);
    const pending = (await paymentsOf(investor, fund.id)).find((p) => p.status === 'PENDING');
    const refused = await post(fidAdmin, `fid-admin/payments/${pending?.id}/acknowledge`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Cannot send payment acknowledgement while the payment is PENDING.');
    expect((await post(fidAdmin, `fid-admin/payments/${crypto.randomUUID()}/acknowledge`)).statusCode).toBe(404);
  });
});

describe('wire instructions', () => {
  it('shows the investor the fiduciary’s record with the reference to quote', async () => {
    const inv = await investmentOf('Diagnostics Co-Invest');
    const res = await get(investor, `investments/${inv.id}/wire-instructions`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = investmentWireInstructionsSchema.parse(res.json());
    expect(data.reference).toBe(`INV-${inv.id.slice(0, 8).toUpperCase()}`);
    expect(data.amount).toBe('25000.00');
    expect(data.wire_instructions).toMatchObject(DEMO_WIRE_INSTRUCTIONS);
    expect((await get(other.caller, `investments/${inv.id}/wire-instructions`, investor.fid)).statusCode).toBe(404);
  });

  it('changes them once a second administrator approves the proposal, audited with the numbers masked', async () => {
    const body = { ...DEMO_WIRE_INSTRUCTIONS, bank_name: 'Second Demo Bank', account_number: '9988776655' };
    expect((await post(investor, 'fid-admin/wire-instructions/proposals', body)).statusCode).toBe(403);
    expect(
      (await post(fidAdmin, 'fid-admin/wire-instructions/proposals', { ...body, bank_name: ' ' })).statusCode,
    ).toBe(400);
    const proposed = await post(fidAdmin, 'fid-admin/wire-instructions/proposals', body);
    expect(proposed.statusCode, proposed.body).toBe(201);
    const superadmin = await loginAs(
      t,
      (await createUser(t.db, { memberships: [{ fiduciary_id: investor.fid, role: 'fiduciary_superadmin' }] })).email,
    );
    const res = await post(
      superadmin,
      `fid-admin/wire-instructions/proposals/${proposed.json().data.pending.id}/approve`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.current).toMatchObject({ bank_name: 'Second Demo Bank', account_number: '9988776655' });
    const inv = await investmentOf('Diagnostics Co-Invest');
    expect(
      (await get(investor, `investments/${inv.id}/wire-instructions`)).json().data.wire_instructions,
    ).toMatchObject({ bank_name: 'Second Demo Bank' });
    const audit = await t.db
      .selectFrom('audit_event')
      .select('data')
      .where('kind', '=', 'wire_instructions_changed')
      .executeTakeFirstOrThrow();
    const data = audit.data as { before: Record<string, string>; after: Record<string, string> };
    expect(data.before).toMatchObject({ bank_name: DEMO_WIRE_INSTRUCTIONS.bank_name, account_number: '********6789' });
    expect(data.after).toMatchObject({
      bank_name: 'Second Demo Bank',
      account_number: '******6655',
      routing_number: '*****0248',
    });
    expect(JSON.stringify(audit.data)).not.toContain('9988776655');
  });
});
