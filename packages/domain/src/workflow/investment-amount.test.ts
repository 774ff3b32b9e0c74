import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount, checkInvestmentAmount } from './investment-amount.ts';

describe('checkInvestmentAmount (spec 9: steps of 10,000, at least the minimum)', () => {
  it.each([
    ['30000', '25000.00', null],
    [30_000, '25000.00', null],
    ['30000.00', '25000.00', null],
    ['25000', '25000.00', null],
    ['1000000', '250000.00', null],
    ['20000', '25000.00', 'Amount must be at least the minimum investment of $25,000'],
    ['990000', '1000000.00', 'Amount must be at least the minimum investment of $1,000,000'],
    ['35000', '25000.00', 'Amount must be in steps of $10,000'],
    ['30000.50', '25000.00', 'Amount must be in steps of $10,000'],
    ['', '25000.00', 'Amount is required'],
    [undefined, '25000.00', 'Amount is required'],
    ['abc', '25000.00', 'Amount is invalid.'],
    ['-30000', '25000.00', 'Amount is invalid.'],
    [30_000.5, '25000.00', 'Amount is invalid.'],
    ['0', '0.00', 'Amount is invalid.'],
  ])('%s against a minimum of %s -> %s', (value, minimum, expected) => {
    expect(checkInvestmentAmount(value, minimum)).toBe(expected);
  });

  it('converts exactly, without floats', () => {
    expect(amountToCents('12345678901234567.89')).toBe(1234567890123456789n);
    expect(centsToAmount(1234567890123456789n)).toBe('12345678901234567.89');
    expect(centsToAmount(3_000_000n)).toBe('30000.00');
    expect(amountToCents('1.5')).toBe(150n);
  });
});
