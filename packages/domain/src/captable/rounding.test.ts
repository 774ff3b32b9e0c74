import { describe, expect, it } from 'vitest';
import { div, mul, sub } from './exact.ts';
import {
  allocateLargestRemainder,
  ceilPoolIncrease,
  discountPrice,
  floorShares,
  PROFILES,
  roundMoney,
  roundPrice,
} from './rounding.ts';

describe('rounding profile DL-DEFAULT and EXACT (CAPTABLE 1.2)', () => {
  const exactPrice = div('7000000', '3300000');

  it('E17 DL-DEFAULT: price 2.1212 (R2), 471,431 shares (R5), $999,999.44 paid for whole shares', () => {
    const price = roundPrice(exactPrice);
    expect(price).toEqual({ value: '2.1212', rounding: 'DL-DEFAULT R2' });
    const { shares, cashInLieu } = floorShares('1000000', price.value);
    expect(shares).toEqual({ value: '471431', rounding: 'DL-DEFAULT R5' });
    expect(roundMoney(mul(shares.value, price.value)).value).toBe('999999.44');
    expect(cashInLieu).toEqual({ value: '0.56', rounding: 'DL-DEFAULT R5' });
  });

  it('E17 at 5 places: 2.12121 and 471,429 shares for $999,999.91; exact price floors to 471,428', () => {
    const p5 = roundPrice(exactPrice, PROFILES['DL-DEFAULT'], { places: 5 });
    expect(p5.value).toBe('2.12121');
    const s5 = floorShares('1000000', p5.value).shares.value;
    expect(s5).toBe('471429');
    expect(roundMoney(mul(s5, p5.value)).value).toBe('999999.91');
    const exact = roundPrice(exactPrice, PROFILES.EXACT);
    expect(exact.rounding).toBe('EXACT R1');
    expect(floorShares('1000000', exact.value, PROFILES.EXACT).shares).toEqual({
      value: '471428',
      rounding: 'EXACT R5',
    });
  });

  it('R2 modes FLOOR and CEILING, R3 discount from the rounded price', () => {
    expect(roundPrice('1.23456', PROFILES['DL-DEFAULT'], { mode: 'FLOOR' }).value).toBe('1.2345');
    expect(roundPrice('1.23451', PROFILES['DL-DEFAULT'], { mode: 'CEILING' }).value).toBe('1.2346');
    expect(discountPrice('2.1212', '0.2')).toEqual({ value: '1.697', rounding: 'DL-DEFAULT R3' });
    expect(discountPrice('1.2345', '0.2')).toEqual({ value: '0.9876', rounding: 'DL-DEFAULT R3' });
  });

  it('R6 pool top-up rounds up; EXACT keeps it exact', () => {
    expect(ceilPoolIncrease('1234.0001')).toEqual({ value: '1235', rounding: 'DL-DEFAULT R6' });
    expect(ceilPoolIncrease('1234.5', PROFILES.EXACT)).toEqual({ value: '1234.5', rounding: 'EXACT R1' });
  });

  it('R7 money half-up to cents, and leftover cents to the largest dropped fractions', () => {
    expect(roundMoney('10.005').value).toBe('10.01');
    const third = div('100', '3');
    const parts = allocateLargestRemainder('100', [third, third, third]);
    expect(parts.map((p) => p.value)).toEqual(['33.34', '33.33', '33.33']);
    expect(parts[0]?.rounding).toBe('DL-DEFAULT R7');
    const uneven = allocateLargestRemainder('10', ['3.331', '3.336', sub('10', '6.667')]);
    expect(uneven.map((p) => p.value)).toEqual(['3.33', '3.34', '3.33']);
  });

  it('refuses a zero price in words', () => {
    expect(() => floorShares('100', '0')).toThrow('The price per share must be more than zero.');
  });
});

describe('exact percentages for display', () => {
  it('agree on whole numbers and decimals, half-up', async () => {
    const { percent } = await import('./exact.ts');
    expect(percent('4500000', '8500000')).toBe('52.9412%');
    expect(percent('4500000.0', '8500000')).toBe('52.9412%');
    expect(percent('1', '3', 2)).toBe('33.33%');
    expect(percent('2', '3', 0)).toBe('67%');
    expect(percent('1', '200000', 4)).toBe('0.0005%');
    expect(percent('5', '0')).toBe('0.0000%');
  });
});
