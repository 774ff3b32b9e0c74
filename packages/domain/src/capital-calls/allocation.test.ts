import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from '../portfolio/money.ts';
import {
  AllocationError,
  allocateCall,
  type Commitment,
  parsePercentage,
  ROUNDING_RULE,
  splitCents,
} from './allocation.ts';

const sum = (amounts: string[]) => fromCents(amounts.reduce((s, a) => s + toCents(a), 0n));
const ids = (n: number) => Array.from({ length: n }, (_, i) => `inv-${String(i).padStart(5, '0')}`);

/** A small deterministic generator (mulberry32) so the property loops are repeatable. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function errorCode(run: () => unknown): string {
  try {
    run();
  } catch (err) {
    if (err instanceof AllocationError) return err.code;
    throw err;
  }
  return 'none';
}

describe('allocateCall', () => {
  it('names the rounding rule in every result', () => {
    const result = allocateCall([{ investment_id: 'a', amount: '100.00' }], { amount: '10' });
    expect(result.rounding_rule).toBe(ROUNDING_RULE);
    expect(ROUNDING_RULE).toBe('largest-remainder, ties by investment id');
  });

  it.each([
    // [commitments, basis, expected amounts]
    [['100', '100', '100'], { amount: '100.00' }, ['33.34', '33.33', '33.33']],
    [['100', '100', '100'], { amount: '0.02' }, ['0.01', '0.01', '0.00']],
    [['100', '200', '300'], { percentage: '50' }, ['50.00', '100.00', '150.00']],
    [['100', '200', '300'], { percentage: '33.333' }, ['33.33', '66.67', '100.00']],
    [['1', '1', '1', '1'], { amount: '0.03' }, ['0.01', '0.01', '0.01', '0.00']],
    [['0', '500'], { amount: '10.00' }, ['0.00', '10.00']],
    [['250000.00'], { percentage: '100' }, ['250000.00']],
  ] as const)('allocates %j by %j into %j', (amounts, basis, expected) => {
    const commitments = amounts.map((amount, i) => ({ investment_id: `id-${i}`, amount }));
    const result = allocateCall(commitments, basis);
    expect(result.lines.map((l) => l.amount)).toEqual(expected);
    expect(sum(result.lines.map((l) => l.amount))).toBe(result.total);
  });

  it('gives remainder cents to the largest fractional remainders first', () => {
    const result = allocateCall(
      [
        { investment_id: 'c', amount: '1' },
        { investment_id: 'a', amount: '2' },
        { investment_id: 'b', amount: '4' },
      ],
      { amount: '1.00' },
    );
    // exact: 14.285..., 28.571..., 57.142... cents -> floors 14, 28, 57 (99); remainders .285, .571, .142
    expect(result.lines.map((l) => l.amount)).toEqual(['0.14', '0.29', '0.57']);
  });

  it('breaks ties by investment id, whatever the input order', () => {
    const forward: Commitment[] = ['b', 'a', 'c'].map((id) => ({ investment_id: id, amount: '100' }));
    const backward = [...forward].reverse();
    const byId = (lines: { investment_id: string; amount: string }[]) =>
      Object.fromEntries(lines.map((l) => [l.investment_id, l.amount]));
    const one = byId(allocateCall(forward, { amount: '0.02' }).lines);
    expect(one).toEqual({ a: '0.01', b: '0.01', c: '0.00' });
    expect(byId(allocateCall(backward, { amount: '0.02' }).lines)).toEqual(one);
  });

  it('computes a percentage total half up to the cent', () => {
    // 0.03 x 50% = 0.015 -> 0.02; 0.01 x 33.333% = 0.0033 -> 0.00
    expect(allocateCall([{ investment_id: 'a', amount: '0.03' }], { percentage: '50' }).total).toBe('0.02');
    expect(allocateCall([{ investment_id: 'a', amount: '1000' }], { percentage: '33.333' }).total).toBe('333.33');
    expect(errorCode(() => allocateCall([{ investment_id: 'a', amount: '1000' }], { percentage: '0.000001' }))).toBe(
      'NOTHING_TO_CALL',
    );
  });

  it('keeps huge commitments exact (no float anywhere)', () => {
    const commitments = [
      { investment_id: 'a', amount: '999999999999999999.99' },
      { investment_id: 'b', amount: '999999999999999999.99' },
      { investment_id: 'c', amount: '0.01' },
    ];
    const result = allocateCall(commitments, { percentage: '33.333333' });
    expect(result.commitments_total).toBe('1999999999999999999.99');
    expect(sum(result.lines.map((l) => l.amount))).toBe(result.total);
    expect(result.lines[0]?.amount).toBe(result.lines[1]?.amount);
  });

  it('spreads one cent over 10,000 investors to exactly one of them (the lowest id)', () => {
    const commitments = ids(10_000).map((id) => ({ investment_id: id, amount: '5000.00' }));
    const result = allocateCall(commitments, { amount: '0.01' });
    const paying = result.lines.filter((l) => l.amount !== '0.00');
    expect(paying).toEqual([{ investment_id: 'inv-00000', commitment: '5000.00', amount: '0.01' }]);
  });

  it('sums exactly to the call for 1 to 10,000 investors with random commitments', () => {
    const next = random(15);
    for (const n of [1, 2, 3, 7, 10, 99, 1000, 10_000]) {
      for (let round = 0; round < (n > 1000 ? 2 : 20); round++) {
        const commitments = ids(n).map((id) => ({
          investment_id: id,
          amount: fromCents(100n + BigInt(Math.floor(next() * 1e9))),
        }));
        const committed = toCents(sum(commitments.map((c) => c.amount)));
        const percentage = (1 + Math.floor(next() * 100_000_000) / 1e6).toFixed(6);
        const pct = allocateCall(commitments, { percentage: Number(percentage) > 100 ? '100' : percentage });
        expect(sum(pct.lines.map((l) => l.amount))).toBe(pct.total);
        const amount = fromCents(
          1n + BigInt(Math.floor(next() * Number(committed > 10n ** 15n ? 10n ** 15n : committed))),
        );
        const byAmount = allocateCall(commitments, { amount });
        expect(byAmount.total).toBe(amount);
        expect(sum(byAmount.lines.map((l) => l.amount))).toBe(amount);
        // No line is more than one cent away from its exact share.
        for (const [i, line] of byAmount.lines.entries()) {
          const exact = toCents(amount) * toCents(commitments[i]?.amount as string);
          const got = toCents(line.amount) * committed;
          expect(got >= exact - committed && got <= exact + committed).toBe(true);
        }
      }
    }
  });

  it.each([
    [[], { amount: '10' }, 'NO_COMMITMENTS'],
    [[{ investment_id: 'a', amount: '0' }], { amount: '10' }, 'NO_COMMITMENTS'],
    [[{ investment_id: 'a', amount: '-5' }], { amount: '1' }, 'INVALID_COMMITMENT'],
    [[{ investment_id: 'a', amount: '5.001' }], { amount: '1' }, 'INVALID_COMMITMENT'],
    [
      [
        { investment_id: 'a', amount: '5' },
        { investment_id: 'a', amount: '5' },
      ],
      { amount: '1' },
      'DUPLICATE_INVESTMENT',
    ],
    [[{ investment_id: 'a', amount: '100' }], { amount: '0' }, 'INVALID_AMOUNT'],
    [[{ investment_id: 'a', amount: '100' }], { amount: '1.001' }, 'INVALID_AMOUNT'],
    [[{ investment_id: 'a', amount: '100' }], { amount: '100.01' }, 'EXCEEDS_COMMITMENTS'],
    [[{ investment_id: 'a', amount: '100' }], { percentage: '0' }, 'INVALID_PERCENTAGE'],
    [[{ investment_id: 'a', amount: '100' }], { percentage: '100.000001' }, 'INVALID_PERCENTAGE'],
    [[{ investment_id: 'a', amount: '100' }], { percentage: '1.0000001' }, 'INVALID_PERCENTAGE'],
    [[{ investment_id: 'a', amount: '100' }], { percentage: '-5' }, 'INVALID_PERCENTAGE'],
    [[{ investment_id: 'a', amount: '100' }], { percentage: '1e2' }, 'INVALID_PERCENTAGE'],
  ] as const)('refuses %j with %j (%s)', (commitments, basis, code) => {
    expect(errorCode(() => allocateCall(commitments, basis))).toBe(code);
  });
});

describe('parsePercentage and splitCents', () => {
  it('scales a percentage to millionths', () => {
    expect(parsePercentage('33.333')).toBe(33_333_000n);
    expect(parsePercentage('100')).toBe(100_000_000n);
  });

  it('splits zero cents into zeros', () => {
    expect(splitCents(0n, [{ key: 'a', weight: 5n }])).toEqual([0n]);
  });
});
