// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { caretAfter, formatAmountText, normalizeAmount, parseAmountText } from './amount-text.ts';

const whole = { precision: 0, maxLength: 12 };
const cents = { precision: 2, maxLength: 12 };

describe('parseAmountText', () => {
  it.each([
    ['1,250,000', whole, '1250000'],
    ['$ 1,250,000', whole, '1250000'],
    ['abc', whole, ''],
    ['0007', whole, '7'],
    ['1,250,000.99', whole, '1250000'],
    ['12.5', cents, '12.5'],
    ['12.', cents, '12.'],
    ['.5', cents, '0.5'],
    ['12.345', cents, '12.34'],
    ['999999999999', whole, '999999999999'],
    ['1234567890123', whole, null],
    ['1234567890.12', cents, '1234567890.12'],
    ['1234567890.123', cents, '1234567890.12'],
    ['12345678901.12', cents, null],
  ])('%s (precision %o) -> %s', (text, rules, expected) => {
    expect(parseAmountText(text, rules)).toBe(expected);
  });
});

describe('formatAmountText', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['1250000', '1,250,000'],
    ['1234567.5', '1,234,567.5'],
    ['12.', '12.'],
  ])('%s -> %s', (value, expected) => {
    expect(formatAmountText(value)).toBe(expected);
  });
});

describe('caret and normalising', () => {
  it('places the caret after the same number of digits', () => {
    expect(caretAfter('1,250,000', 1)).toBe(1);
    expect(caretAfter('1,250,000', 2)).toBe(3);
    expect(caretAfter('1,250,000', 7)).toBe(9);
    expect(caretAfter('1,250', 0)).toBe(0);
  });

  it('drops a trailing point', () => {
    expect(normalizeAmount('12.')).toBe('12');
    expect(normalizeAmount('12.5')).toBe('12.5');
  });
});
