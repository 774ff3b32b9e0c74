import { describe, expect, it } from 'vitest';
import { isoNsoSplit } from './options.ts';
import {
  accelerate,
  type AllocationType,
  allocate,
  customSchedule,
  timeBasedSchedule,
  vestedAfter,
  vestedAt,
} from './vesting.ts';

const monthly = (quantity: string, allocation?: AllocationType) =>
  timeBasedSchedule({
    quantity,
    startDate: '2024-01-31',
    installments: 48,
    frequency: 'monthly',
    cliffInstallment: 12,
    allocation,
  });

describe('E2 monthly vesting with a 1-year cliff (CAPTABLE 4.3)', () => {
  const big = monthly('48000');
  const small = monthly('10000');
  const rounding = monthly('10000', 'CUMULATIVE_ROUNDING');
  it.each([
    [11, '2024-12-31', '0', '0', '0'],
    [12, '2025-01-31', '12000', '2500', '2500'],
    [13, '2025-02-28', '13000', '2708', '2708'],
    [14, '2025-03-31', '14000', '2916', '2917'],
    [29, '2026-06-30', '29000', '6041', '6042'],
    [30, '2026-07-31', '30000', '6250', '6250'],
    [47, '2027-12-31', '47000', '9791', '9792'],
    [48, '2028-01-31', '48000', '10000', '10000'],
  ])('E2 installment %i on %s: %s, %s round-down, %s rounding', (k, date, v48, v10, v10r) => {
    expect(vestedAfter(big, k)).toBe(v48);
    expect(vestedAfter(small, k)).toBe(v10);
    expect(vestedAfter(rounding, k)).toBe(v10r);
    if (k >= 12) expect(big.installments.find((i) => i.k === k)?.date).toBe(date);
    expect(vestedAt(big, date)).toBe(v48);
  });

  it('E2 vested as of 2026-07-15 is 29,000 and 6,041', () => {
    expect(vestedAt(big, '2026-07-15')).toBe('29000');
    expect(vestedAt(small, '2026-07-15')).toBe('6041');
  });

  it('E2 round-down tranches after the cliff run 208, 208, 209, 208 and end 208, 208, 209', () => {
    const amounts = small.installments.map((i) => i.amount);
    expect(amounts.slice(0, 5)).toEqual(['2500', '208', '208', '209', '208']);
    expect(amounts.slice(-3)).toEqual(['208', '208', '209']);
    expect(small.rounding).toBe('DL-DEFAULT R8 CUMULATIVE_ROUND_DOWN');
  });

  it('E2 quarterly variant: 2,500 at 2025-01-31, 3,125 at 2025-04-30, 10,000 at 2028-01-31', () => {
    const q = timeBasedSchedule({
      quantity: '10000',
      startDate: '2024-01-31',
      installments: 16,
      frequency: 'quarterly',
      cliffInstallment: 4,
    });
    expect(
      q.installments.map((i) => [i.k, i.date, i.vested]).filter(([k]) => [4, 5, 16].includes(k as number)),
    ).toEqual([
      [4, '2025-01-31', '2500'],
      [5, '2025-04-30', '3125'],
      [16, '2028-01-31', '10000'],
    ]);
  });
});

describe('OCF allocation types, 18 shares over 4 tranches', () => {
  it.each([
    ['CUMULATIVE_ROUNDING', ['5', '4', '5', '4']],
    ['CUMULATIVE_ROUND_DOWN', ['4', '5', '4', '5']],
    ['FRONT_LOADED', ['5', '5', '4', '4']],
    ['BACK_LOADED', ['4', '4', '5', '5']],
    ['FRONT_LOADED_TO_SINGLE_TRANCHE', ['6', '4', '4', '4']],
    ['BACK_LOADED_TO_SINGLE_TRANCHE', ['4', '4', '4', '6']],
    ['FRACTIONAL', ['4.5', '4.5', '4.5', '4.5']],
  ] as const)('%s gives %j', (type, expected) => {
    expect(allocate('18', 4, type)).toEqual(expected);
  });
});

describe('custom schedules and acceleration', () => {
  it('refuses custom amounts that do not add up to the grant, in words', () => {
    expect(() => customSchedule('100', [{ date: '2025-01-01', amount: '50' }])).toThrow(
      'The custom vesting amounts add up to 50, not the 100 shares of the grant.',
    );
    const s = customSchedule('100', [
      { date: '2026-01-01', amount: '60' },
      { date: '2025-01-01', amount: '40' },
    ]);
    expect(vestedAt(s, '2025-06-01')).toBe('40');
    expect(vestedAt(s, '2026-01-01')).toBe('100');
  });

  it('accelerates unvested shares from the last installments and keeps the total', () => {
    const s = accelerate(monthly('48000'), '6000', '2026-07-15');
    expect(vestedAt(s, '2026-07-15')).toBe('35000');
    expect(vestedAt(s, '2027-06-30')).toBe('47000');
    expect(vestedAt(s, '2027-07-31')).toBe('48000');
    expect(s.installments.at(-1)?.vested).toBe('48000');
    expect(() => accelerate(monthly('48000'), '20000', '2026-07-15')).toThrow(
      'Only 19000 shares are still unvested on 2026-07-15.',
    );
  });
});

describe('E3 ISO/NSO split by the $100,000 rule (CAPTABLE 4.4)', () => {
  const schedule = timeBasedSchedule({
    quantity: '200000',
    startDate: '2024-03-01',
    installments: 48,
    frequency: 'monthly',
    cliffInstallment: 12,
  });
  const split = isoNsoSplit({ fmv: '1.5', schedule, grantDate: '2024-03-01' });
  it.each([
    [2024, '0', '0', '0', '0'],
    [2025, '87500', '131250', '66666', '20834'],
    [2026, '50000', '75000', '50000', '0'],
    [2027, '50000', '75000', '50000', '0'],
    [2028, '12500', '18750', '12500', '0'],
  ])('E3 %i: %s exercisable worth %s, ISO %s, NSO %s', (year, exercisable, value, iso, nso) => {
    const row = split.years.find((y) => y.year === year);
    expect(row).toMatchObject({ exercisable, value, nso });
    expect(row?.iso.value).toBe(iso);
  });
  it('E3 totals: ISO 179,166 and NSO 20,834', () => {
    expect(split.iso).toBe('179166');
    expect(split.nso).toBe('20834');
  });
  it('earlier ISO grants use the limit first; an early-exercisable grant counts whole in the grant year', () => {
    const used = isoNsoSplit({ fmv: '1.5', schedule, grantDate: '2024-03-01', usedByYear: { 2026: '90000' } });
    expect(used.years.find((y) => y.year === 2026)?.iso.value).toBe('6666');
    const early = isoNsoSplit({ fmv: '1.5', schedule, grantDate: '2024-03-01', earlyExercisable: true });
    expect([early.iso, early.nso]).toEqual(['66666', '133334']);
  });
});
