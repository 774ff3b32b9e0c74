import { captable } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D, optionDraft, type SecWorld, secWorld, sharesDraft } from './captable-securities-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/** Security actions (spec 4, CAPTABLE 4.5 to 4.7): lineage, exercise, termination windows, refusals. */

let t: TestApp, w: SecWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await secWorld(t);
}, 120_000);
afterAll(() => t.close());

async function issued(body: object): Promise<string> {
  const id = await w.draft(body);
  await w.issue(id);
  return id;
}

async function act(id: string, body: object) {
  const res = await w.act(id, body);
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json() as { data: { tx_ids: string[]; created: string[]; cost: { value: string; rounding: string } | null } }
  ).data;
}

const plan = () =>
  t.db
    .selectFrom('cap_plan')
    .select(['outstanding_awards', 'issued_from_plan'])
    .where('cap_table_id', '=', w.capTableId)
    .where('id', '=', 'PLN-1')
    .executeTakeFirstOrThrow();

describe('transfer', () => {
  it('a partial transfer ends the certificate and creates the transferred part and the balance, each with its lineage', async () => {
    const founder = await issued(sharesDraft({ quantity: '1000000' }));
    const r = await act(founder, {
      action: 'transfer',
      quantity: '100000',
      to_stakeholder_id: 'SH-3',
      date: '2026-02-01',
    });
    expect(r.created).toHaveLength(2);
    const [part, balance] = r.created as [string, string];
    expect(part).toMatch(/^CS-/);
    const original = await w.detail(founder);
    expect(original).toMatchObject({ status: 'ended', children: [part, balance].sort() });
    expect(original.allowed_actions).toEqual(['view']);
    const trust = await w.detail(part);
    expect(trust).toMatchObject({ status: 'issued', stakeholder_id: 'SH-3', quantity: '100000', parent_id: founder });
    expect(trust.lineage.map((s) => [s.security_id, s.quantity, s.ended_by])).toEqual([
      [founder, '1000000', r.tx_ids[0]],
      [part, '100000', null],
    ]);
    const rest = await w.detail(balance);
    expect(rest).toMatchObject({ stakeholder_id: 'SH-1', quantity: '900000' });
    expect(rest.lineage.map((s) => s.security_id)).toEqual([founder, balance]);
    // Each new holding has its own certificate.
    expect(trust.documents.map((d) => d.kind)).toEqual(['certificate']);
    expect(rest.documents.map((d) => d.kind)).toEqual(['certificate']);
    // The ended certificate can only be viewed.
    const again = await w.act(founder, { action: 'transfer', quantity: '1', to_stakeholder_id: 'SH-3', date: D });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(`${founder} has ended; it can only be viewed.`);
  });

  it('refuses a transfer of more than is held, and to a stakeholder not in this cap table', async () => {
    const id = await issued(sharesDraft({ quantity: '10' }));
    const over = await w.act(id, { action: 'transfer', quantity: '11', to_stakeholder_id: 'SH-3', date: D });
    expect(over.statusCode).toBe(409);
    expect(over.json().detail).toBe(
      `Cannot transfer 11 of ${id}: it holds only 10, and a holding cannot go below zero.`,
    );
    const nobody = await w.act(id, { action: 'transfer', quantity: '1', to_stakeholder_id: 'SH-42', date: D });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().errors).toEqual({ to_stakeholder_id: 'There is no such stakeholder in this cap table.' });
  });
});

describe('exercise', () => {
  it('exercises vested options into new common shares of the plan class at the exercise price (CAPTABLE E4)', async () => {
    const grant = await issued(optionDraft());
    const before = await plan();
    // On 2026-09-01, 31,000 of the 48,000 have vested (installment 31 fell on 2026-08-31).
    const tooMany = await w.act(grant, { action: 'exercise', quantity: '31001', date: '2026-09-01' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().detail).toBe('Only 31000 options have vested and can be exercised.');
    const r = await act(grant, { action: 'exercise', quantity: '10000', date: '2026-09-01' });
    expect(r.cost).toEqual({ value: '5000', rounding: 'DL-DEFAULT R7' });
    const [shares, balance] = r.created as [string, string];
    const stock = await w.detail(shares);
    expect(stock).toMatchObject({ kind: 'CS', class_id: 'CLS-1', quantity: '10000', price: '0.5', parent_id: grant });
    expect(stock.details).toMatchObject({ exercised_from: grant });
    expect(stock.documents.map((d) => d.kind)).toEqual(['certificate']);
    const rest = await w.detail(balance);
    expect(rest).toMatchObject({ kind: 'OP', quantity: '38000', stakeholder_id: 'SH-2' });
    // The balance keeps the grant's schedule: 21,000 of what vested are still to exercise.
    const second = await w.act(balance, { action: 'exercise', quantity: '21001', date: '2026-09-01' });
    expect(second.json().detail).toBe('Only 21000 options have vested and can be exercised.');
    const after = await plan();
    expect(captable.exact.sub(before.outstanding_awards, after.outstanding_awards)).toBe('10000');
    expect(captable.exact.sub(after.issued_from_plan, before.issued_from_plan)).toBe('10000');
  });

  it('refuses to exercise shares, and a draft, with the domain sentence', async () => {
    const shares = await issued(sharesDraft({ quantity: '5' }));
    const res = await w.act(shares, { action: 'exercise', quantity: '1', date: D });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(`Only options and warrants can be exercised; ${shares} is a common stock.`);
    const draft = await w.draft(optionDraft());
    const onDraft = await w.act(draft, { action: 'exercise', quantity: '1', date: D });
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().detail).toBe(`${draft} is still a draft; issue it before you exercise it.`);
    const modify = await w.act(draft, { action: 'modify', price: '1', date: D });
    expect(modify.statusCode).toBe(409);
    expect(modify.json().detail).toBe(`${draft} is still a draft; edit the draft instead.`);
  });
});

describe('terminate', () => {
  it.each([
    ['voluntary', '2026-10-15', true],
    ['involuntary', '2026-10-13', true],
    ['death', '2027-07-15', true],
    ['with_cause', '2026-07-15', false],
  ] as const)(
    '%s: unvested cancelled now, vested exercisable until %s (the plan window)',
    async (reason, last, after) => {
      const grant = await issued(optionDraft());
      const r = await act(grant, { action: 'terminate', reason, termination_date: '2026-07-15' });
      expect(r.tx_ids).toHaveLength(1);
      const [balance] = r.created as [string];
      const cancelled = await t.db
        .selectFrom('cap_tx')
        .select(['type', 'body'])
        .where('cap_table_id', '=', w.capTableId)
        .where('id', '=', r.tx_ids[0] as string)
        .executeTakeFirstOrThrow();
      expect(cancelled.type).toBe('cancellation');
      expect(cancelled.body).toMatchObject({
        quantity: '19000',
        reason: 'unvested at termination',
        balanceId: balance,
      });
      const rest = await w.detail(balance);
      expect(rest.quantity).toBe('29000');
      expect(rest.details).toMatchObject({
        exercise_deadline: last,
        termination: {
          reason,
          date: '2026-07-15',
          vested: '29000',
          unvested_cancelled: '19000',
          exercise_after_termination: after,
          rounding: 'DL-DEFAULT R8 CUMULATIVE_ROUND_DOWN',
        },
      });
      // After the window no exercise is allowed.
      const late = await w.act(balance, { action: 'exercise', quantity: '1', date: '2027-08-01' });
      expect(late.statusCode).toBe(409);
      expect(late.json().detail).toBe(`These options could be exercised until ${last} only.`);
    },
  );

  it('refuses to terminate shares without vesting', async () => {
    const shares = await issued(sharesDraft({ quantity: '5' }));
    const res = await w.act(shares, { action: 'terminate', reason: 'voluntary', termination_date: D });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      `Termination applies to options and vesting shares; ${shares} is a common stock without vesting.`,
    );
  });
});

describe('cancel, repurchase, retract, vesting, modify', () => {
  it('cancels part (a balance remains) and repurchases shares into treasury at a named cost', async () => {
    const id = await issued(sharesDraft({ quantity: '1000' }));
    const c = await act(id, { action: 'cancel', quantity: '100', reason: 'Forfeited under the agreement', date: D });
    const [balance] = c.created as [string];
    expect((await w.detail(balance)).quantity).toBe('900');
    const r = await act(balance, {
      action: 'repurchase',
      quantity: '300',
      price: '0.333',
      disposition: 'treasury',
      date: D,
    });
    expect(r.cost).toEqual({ value: '99.9', rounding: 'DL-DEFAULT R7' });
    expect((await w.detail(r.created[0] as string)).quantity).toBe('600');
    const option = await issued(
      optionDraft({
        quantity: '10',
        vesting: null,
        details: {
          security_law_exemptions: [{ description: 'Rule 701', jurisdiction: 'US' }],
          expiration_date: '2034-01-30',
          no_vesting: true,
        },
      }),
    );
    const refused = await w.act(option, {
      action: 'repurchase',
      quantity: '1',
      price: '1',
      disposition: 'retire',
      date: D,
    });
    expect(refused.json().detail).toBe(`Only shares can be repurchased; ${option} is an option.`);
  });

  it('retracts a security issued in error, but not one acted on since', async () => {
    const id = await issued(sharesDraft({ quantity: '50' }));
    await act(id, { action: 'retract', reason: 'Issued to the wrong holder', date: D });
    expect((await w.detail(id)).status).toBe('ended');
    const other = await issued(sharesDraft({ quantity: '50' }));
    const { created } = await act(other, { action: 'cancel', quantity: '10', reason: 'Forfeited', date: D });
    const res = await w.act(created[0] as string, { action: 'retract', reason: 'Oops', date: D });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(
      `${created[0]} has been acted on since it was issued; cancel it instead of retracting it.`,
    );
  });

  it('replaces a schedule (a vesting start in the ledger) and accelerates vesting', async () => {
    const grant = await issued(optionDraft());
    const r = await act(grant, {
      action: 'vesting',
      vesting: {
        type: 'custom',
        rows: [
          { date: '2025-01-31', amount: '24000' },
          { date: '2026-01-31', amount: '24000' },
        ],
      },
      date: '2025-01-01',
    });
    expect(r.tx_ids).toHaveLength(1);
    const tx = await t.db
      .selectFrom('cap_tx')
      .select(['type', 'date'])
      .where('cap_table_id', '=', w.capTableId)
      .where('id', '=', r.tx_ids[0] as string)
      .executeTakeFirstOrThrow();
    expect(tx).toEqual({ type: 'vesting_start', date: '2025-01-31' });
    await act(grant, { action: 'vesting', accelerate_quantity: '4000', date: '2025-06-01' });
    const detail = await w.detail(grant);
    expect(detail.schedule?.installments).toEqual([
      { date: '2025-01-31', amount: '24000', vested: '24000' },
      { date: '2025-06-01', amount: '4000', vested: '28000' },
      { date: '2026-01-31', amount: '20000', vested: '48000' },
    ]);
    const tooMuch = await w.act(grant, { action: 'vesting', accelerate_quantity: '20001', date: '2025-06-02' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().detail).toBe('Only 20000 shares are still unvested on 2025-06-02.');
  });

  it('modifies the price of an issued security, keeping the previous value', async () => {
    const id = await issued(sharesDraft({ quantity: '5', price: '1.00' }));
    const r = await act(id, { action: 'modify', price: '1.25', date: D });
    expect(r.tx_ids).toEqual([]);
    const detail = await w.detail(id);
    expect(detail.price).toBe('1.25');
    expect(detail.details.modifications).toEqual([
      { date: D, by: w.members.captable_admin.userId, price_before: '1', price_after: '1.25' },
    ]);
  });
});
