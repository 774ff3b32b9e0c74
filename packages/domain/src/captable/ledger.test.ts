import { describe, expect, it } from 'vitest';
import { emptyLedger, planAvailable, replay } from './ledger.ts';
import type { LedgerState, LedgerTx, LedgerTxBody } from './ledger-types.ts';
import { authorizedHistory, descendants, holdingsOf, lineage } from './lineage.ts';
import { exercise } from './options.ts';
import { terminate } from './termination.ts';
import { timeBasedSchedule } from './vesting.ts';

let n = 0;
const tx = (t: LedgerTxBody & { date?: string }): LedgerTx =>
  ({ id: `tx-${++n}`, date: '2024-01-31', ...t }) as LedgerTx;

const setup: LedgerTx[] = [
  tx({ type: 'stock_class', classId: 'common', kind: 'CS', authorized: '10000000' }),
  tx({
    type: 'plan',
    planId: '2024 Plan',
    classId: 'common',
    reserved: '1500000',
    cancellationBehavior: 'RETURN_TO_POOL',
  }),
  tx({
    type: 'issuance',
    securityId: 'OP-1',
    kind: 'OP',
    stakeholderId: 'holder-1',
    quantity: '48000',
    planId: '2024 Plan',
  }),
  tx({
    type: 'issuance',
    securityId: 'OP-2',
    kind: 'OP',
    stakeholderId: 'holder-2',
    quantity: '100000',
    planId: '2024 Plan',
  }),
  tx({
    type: 'issuance',
    securityId: 'OP-3',
    kind: 'OP',
    stakeholderId: 'holder-3',
    quantity: '20000',
    planId: '2024 Plan',
  }),
  tx({
    type: 'issuance',
    securityId: 'CS-1',
    kind: 'CS',
    stakeholderId: 'founder',
    quantity: '1000000',
    classId: 'common',
  }),
];

const ok = (txs: LedgerTx[]): LedgerState => {
  const r = replay(txs);
  if (!r.ok) throw new Error(r.error);
  return r.state;
};

describe('E4 termination and post-termination windows (CAPTABLE 4.6)', () => {
  const schedule = timeBasedSchedule({
    quantity: '48000',
    startDate: '2024-01-31',
    installments: 48,
    frequency: 'monthly',
    cliffInstallment: 12,
  });
  const base = { schedule, terminationDate: '2026-07-15', expirationDate: '2034-01-30' };
  it.each([
    ['voluntary', { period: 90, unit: 'day' }, '2026-10-13'],
    ['voluntary', { period: 3, unit: 'month' }, '2026-10-15'],
    ['death', { period: 12, unit: 'month' }, '2027-07-15'],
    ['death', { period: 1, unit: 'year' }, '2027-07-15'],
    ['with_cause', null, '2026-07-15'],
  ] as const)('E4 %s with %j: last exercise day %s', (reason, window, last) => {
    const r = terminate({ ...base, reason, windows: { [reason]: window } });
    expect(r).toMatchObject({ vested: '29000', unvestedCancelled: '19000', lastExerciseDay: last });
    expect(r.exerciseAfterTermination).toBe(window !== null);
  });

  it('E4 voluntary 90 days: exercise 10,000 on 2026-09-01 for $5,000; the other 19,000 expire on 2026-10-14', () => {
    const t = terminate({ ...base, reason: 'voluntary', windows: { voluntary: { period: 90, unit: 'day' } } });
    const r = exercise({
      quantity: '10000',
      strike: '0.5',
      outstanding: '29000',
      exercisableVested: '29000',
      date: '2026-09-01',
      lastExerciseDay: t.lastExerciseDay,
    });
    expect(r).toMatchObject({ ok: true, payment: { value: '5000', rounding: 'DL-DEFAULT R7' }, remaining: '19000' });
    expect(t.expiresOn).toBe('2026-10-14');
    expect(
      exercise({
        quantity: '1',
        strike: '0.5',
        outstanding: '19000',
        exercisableVested: '19000',
        date: '2026-10-14',
        lastExerciseDay: t.lastExerciseDay,
      }),
    ).toEqual({
      ok: false,
      error: 'These options could be exercised until 2026-10-13 only.',
    });
  });

  it('a window never runs past the expiration date, and refuses unvested exercise unless early-exercisable', () => {
    expect(
      terminate({
        ...base,
        expirationDate: '2026-08-01',
        reason: 'death',
        windows: { death: { period: 12, unit: 'month' } },
      }).lastExerciseDay,
    ).toBe('2026-08-01');
    expect(
      exercise({
        quantity: '30000',
        strike: '0.5',
        outstanding: '48000',
        exercisableVested: '29000',
        date: '2026-07-15',
      }),
    ).toEqual({
      ok: false,
      error: 'Only 29000 options have vested and can be exercised.',
    });
  });
});

describe('E5 pool ledger (CAPTABLE 4.1 to 4.7)', () => {
  const events: LedgerTx[] = [
    ...setup,
    tx({
      type: 'exercise',
      securityId: 'OP-2',
      quantity: '30000',
      resultingId: 'CS-10',
      classId: 'common',
      balanceId: 'OP-2.1',
    }),
    tx({
      type: 'cancellation',
      securityId: 'OP-1',
      quantity: '19000',
      reason: 'unvested at termination',
      balanceId: 'OP-1.1',
      date: '2026-07-15',
    }),
    tx({
      type: 'exercise',
      securityId: 'OP-1.1',
      quantity: '10000',
      resultingId: 'CS-11',
      classId: 'common',
      balanceId: 'OP-1.2',
      date: '2026-09-01',
    }),
    tx({ type: 'cancellation', securityId: 'OP-1.2', quantity: '19000', reason: 'expired', date: '2026-10-14' }),
    tx({ type: 'exercise', securityId: 'OP-3', quantity: '20000', resultingId: 'CS-20', classId: 'common' }),
    tx({
      type: 'repurchase',
      securityId: 'CS-20',
      quantity: '12000',
      price: '0.1',
      disposition: 'return_to_pool',
      balanceId: 'CS-21',
    }),
    tx({
      type: 'transfer',
      securityId: 'CS-1',
      quantity: '100000',
      toStakeholderId: 'family-trust',
      resultingId: 'CS-22',
      balanceId: 'CS-23',
    }),
  ];
  const s = ok(events);
  const plan = s.plans['2024 Plan'];

  it('E5 options outstanding: OP-1 0, OP-2 70,000, OP-3 0', () => {
    const active = Object.values(s.securities).filter((h) => h.kind === 'OP' && h.status === 'active');
    expect(active.map((h) => [h.securityId, h.quantity])).toEqual([['OP-2.1', '70000']]);
    expect(plan?.outstandingAwards).toBe('70000');
  });

  it('E5 issued_from_plan 48,000 and available 1,382,000', () => {
    expect(plan?.issuedFromPlan).toBe('48000');
    expect(plan && planAvailable(plan)).toBe('1382000');
  });

  it('E5 transfer: CS-1 ends, CS-22 (trust, 100,000) and CS-23 (founder, 900,000) with lineage', () => {
    expect(s.securities['CS-1']).toMatchObject({ status: 'ended', endedBy: events.at(-1)?.id });
    expect(s.securities['CS-22']).toMatchObject({
      stakeholderId: 'family-trust',
      quantity: '100000',
      parentId: 'CS-1',
    });
    expect(s.securities['CS-23']).toMatchObject({ stakeholderId: 'founder', quantity: '900000', parentId: 'CS-1' });
    expect(lineage(s, 'CS-23').map((l) => l.securityId)).toEqual(['CS-1', 'CS-23']);
    expect(lineage(s, 'CS-11').map((l) => l.securityId)).toEqual(['OP-1', 'OP-1.1', 'CS-11']);
    expect(s.securities['CS-21']).toMatchObject({ quantity: '8000', parentId: 'CS-20' });
    expect(descendants(s, 'CS-1')).toEqual(['CS-23', 'CS-22']);
    expect(holdingsOf(s, 'founder').map((h) => h.securityId)).toEqual(['CS-23']);
  });

  it('keeps the authorized shares history and refuses to set them below the issued shares', () => {
    const raise = tx({ type: 'authorized_adjustment', classId: 'common', authorized: '12000000', date: '2026-01-01' });
    expect(authorizedHistory([...events, raise], 'common').map((h) => h.authorized)).toEqual(['10000000', '12000000']);
    const low = tx({ type: 'authorized_adjustment', classId: 'common', authorized: '100' });
    expect(replay([...events, low])).toMatchObject({
      ok: false,
      error: 'The authorized shares of common cannot be set below the 1048000 already issued.',
    });
  });
});

describe('refusals, each a sentence', () => {
  it.each([
    [
      tx({
        type: 'transfer',
        securityId: 'CS-1',
        quantity: '1000001',
        toStakeholderId: 'x',
        resultingId: 'CS-9',
        balanceId: 'CS-8',
      }),
      'Cannot transfer 1000001 of CS-1: it holds only 1000000, and a holding cannot go below zero.',
    ],
    [
      tx({ type: 'transfer', securityId: 'CS-1', quantity: '10', toStakeholderId: 'x', resultingId: 'CS-9' }),
      'A partial transfer of CS-1 needs an id for the 999990 that remain.',
    ],
    [
      tx({
        type: 'issuance',
        securityId: 'OP-9',
        kind: 'OP',
        stakeholderId: 'x',
        quantity: '1400000',
        planId: '2024 Plan',
      }),
      'Not enough shares available in 2024 Plan (1332000 left).',
    ],
    [
      tx({
        type: 'issuance',
        securityId: 'CS-9',
        kind: 'CS',
        stakeholderId: 'x',
        quantity: '9000001',
        classId: 'common',
      }),
      'Issuing 9000001 shares of common would exceed its 10000000 authorized shares (1000000 already issued).',
    ],
    [
      tx({
        type: 'repurchase',
        securityId: 'OP-1',
        quantity: '1',
        price: '0',
        disposition: 'treasury',
        balanceId: 'OP-1.9',
      }),
      'Only shares can be repurchased; OP-1 is an option.',
    ],
    [
      tx({
        type: 'exercise',
        securityId: 'CS-1',
        quantity: '1',
        resultingId: 'CS-9',
        classId: 'common',
        balanceId: 'CS-8',
      }),
      'Only options and warrants can be exercised; CS-1 is not one.',
    ],
    [
      tx({ type: 'issuance', securityId: 'CS-1', kind: 'CS', stakeholderId: 'x', quantity: '1', classId: 'common' }),
      'A security with the id CS-1 already exists.',
    ],
  ])('refuses %#', (bad, error) => {
    const r = replay([...setup, bad]);
    expect(r).toMatchObject({ ok: false, error, txId: bad.id });
  });

  it('refuses to act on an ended security and to retract one that was acted on', () => {
    const cancelled = tx({ type: 'cancellation', securityId: 'CS-1', quantity: '1000000', reason: 'agreement' });
    const again = tx({ type: 'acceptance', securityId: 'CS-1' });
    expect(replay([...setup, cancelled, again])).toMatchObject({
      ok: false,
      error: `Security CS-1 has ended (by transaction ${cancelled.id}); nothing more can be done with it.`,
    });
    const accepted = tx({ type: 'acceptance', securityId: 'CS-1' });
    const retract = tx({ type: 'retraction', securityId: 'CS-1', reason: 'error' });
    expect(replay([...setup, accepted, retract])).toMatchObject({
      ok: false,
      error: 'CS-1 has been acted on since it was issued; cancel it instead of retracting it.',
    });
    expect(ok([...setup, retract]).classes.common?.issued).toBe('0');
    expect(replay([...setup, setup[0] as LedgerTx])).toMatchObject({
      ok: false,
      error: `Transaction ${setup[0]?.id} is already in the ledger.`,
    });
    expect(emptyLedger().txIds).toEqual([]);
  });
});
