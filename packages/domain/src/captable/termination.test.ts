import { describe, expect, it } from 'vitest';
import { planAvailable, replay } from './ledger.ts';
import type { LedgerTx } from './ledger-types.ts';
import { lineage } from './lineage.ts';
import { terminate, terminationCancellations, windowsFor } from './termination.ts';
import { timeBasedSchedule } from './vesting.ts';

const setup = (behavior: 'RETURN_TO_POOL' | 'RETIRE' | 'DEFINED_PER_PLAN_SECURITY', grant?: 'RETIRE'): LedgerTx[] => [
  { id: 'c', date: '2024-01-01', type: 'stock_class', classId: 'common', kind: 'CS', authorized: '10000000' },
  {
    id: 'p',
    date: '2024-01-01',
    type: 'plan',
    planId: 'Plan',
    classId: 'common',
    reserved: '1500000',
    cancellationBehavior: behavior,
  },
  {
    id: 'g',
    date: '2024-01-31',
    type: 'issuance',
    securityId: 'OP-1',
    kind: 'OP',
    stakeholderId: 'h',
    quantity: '48000',
    planId: 'Plan',
    price: '0.5',
    ...(grant ? { cancellationBehavior: grant } : {}),
  },
];

describe('E4 through the ledger: termination, exercise in the window, expiry', () => {
  const schedule = timeBasedSchedule({
    quantity: '48000',
    startDate: '2024-01-31',
    installments: 48,
    frequency: 'monthly',
    cliffInstallment: 12,
  });
  const windows = windowsFor(
    { voluntary: { period: 3, unit: 'month' }, with_cause: null },
    { voluntary: { period: 90, unit: 'day' } },
  );
  const result = terminate({
    schedule,
    terminationDate: '2026-07-15',
    reason: 'voluntary',
    windows,
    expirationDate: '2034-01-30',
  });
  const txs = terminationCancellations({
    securityId: 'OP-1',
    result,
    ids: { unvested: 't1', expired: 't3', balance: 'OP-1.1' },
  });

  it('E4 cancels the 19,000 unvested on 2026-07-15, the 10,000 exercised pay $0.50 each, the last 19,000 expire on 2026-10-14', () => {
    expect(txs.unvested).toMatchObject({ date: '2026-07-15', quantity: '19000', balanceId: 'OP-1.1' });
    const ex: LedgerTx = {
      id: 't2',
      date: '2026-09-01',
      type: 'exercise',
      securityId: 'OP-1.1',
      quantity: '10000',
      resultingId: 'CS-11',
      classId: 'common',
      price: '0.5',
      balanceId: 'OP-1.2',
    };
    const expired = txs.expired('19000', 'OP-1.2');
    expect(expired).toMatchObject({ date: '2026-10-14', reason: 'expired' });
    const r = replay([...setup('RETURN_TO_POOL'), txs.unvested as LedgerTx, ex, expired as LedgerTx]);
    if (!r.ok) throw new Error(r.error);
    expect(r.state.securities['CS-11']).toMatchObject({ quantity: '10000', price: '0.5', status: 'active' });
    expect(r.state.securities['OP-1.2']).toMatchObject({ status: 'ended', endedBy: 't3' });
    expect(lineage(r.state, 'CS-11').map((s) => [s.securityId, s.createdBy])).toEqual([
      ['OP-1', 'g'],
      ['OP-1.1', 't1'],
      ['CS-11', 't2'],
    ]);
    expect(planAvailable(r.state.plans.Plan as NonNullable<(typeof r.state.plans)[string]>)).toBe('1490000');
  });

  it('a grant inherits the plan window unless it sets its own; with cause has none', () => {
    expect(windows.voluntary).toEqual({ period: 90, unit: 'day' });
    expect(windows.with_cause).toBeNull();
    expect(
      terminate({
        schedule,
        terminationDate: '2026-07-15',
        reason: 'with_cause',
        windows,
        expirationDate: '2034-01-30',
      }),
    ).toMatchObject({
      lastExerciseDay: '2026-07-15',
      exerciseAfterTermination: false,
    });
  });

  it('cancellation behaviour: RETIRE shrinks the reserve; per-security plans need each grant to choose', () => {
    const cancel: LedgerTx = {
      id: 'x',
      date: '2026-07-15',
      type: 'cancellation',
      securityId: 'OP-1',
      quantity: '48000',
      reason: 'forfeited',
    };
    const retired = replay([...setup('RETIRE'), cancel]);
    expect(retired.ok && retired.state.plans.Plan?.reserved).toBe('1452000');
    const perGrant = replay([...setup('DEFINED_PER_PLAN_SECURITY', 'RETIRE'), cancel]);
    expect(perGrant.ok && perGrant.state.plans.Plan?.reserved).toBe('1452000');
    expect(replay(setup('DEFINED_PER_PLAN_SECURITY'))).toMatchObject({
      ok: false,
      error: 'Plan leaves the cancellation behaviour to each grant; choose one for OP-1.',
    });
  });
});
