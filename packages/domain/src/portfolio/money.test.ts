import { describe, expect, it } from 'vitest';
import { addMoney, compareMoney, fromCents, multiplyMoney, scaleMoney, subtractMoney, toCents } from './money.ts';

describe('money on decimal strings', () => {
  it('adds 0.1 + 0.2 to exactly 0.30', () => {
    expect(addMoney('0.1', '0.2')).toBe('0.30');
    expect(addMoney('0.10', '0.20', '0.70')).toBe('1.00');
  });

  it('sums amounts of 10^12 and more without losing a cent', () => {
    const big = '1000000000000.01';
    expect(addMoney(...Array.from({ length: 1000 }, () => big))).toBe('1000000000000010.00');
    expect(addMoney('999999999999999999.99', '0.01')).toBe('1000000000000000000.00');
  });

  it('subtracts into negative gains', () => {
    expect(subtractMoney('100.00', '250.55')).toBe('-150.55');
    expect(subtractMoney('0.3', '0.1')).toBe('0.20');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(toCents('-0.05')).toBe(-5n);
  });

  it('parses whole and one-decimal amounts, refuses others', () => {
    expect(toCents('12')).toBe(1200n);
    expect(toCents('12.3')).toBe(1230n);
    expect(() => toCents('1.234')).toThrow();
    expect(() => toCents('1e3')).toThrow();
    expect(() => toCents('')).toThrow();
  });

  it.each([
    ['100.00', '1.5', '150.00'],
    ['100.00', '0.333', '33.30'],
    ['0.05', '0.5', '0.03'],
    ['0.01', '0.5', '0.01'],
    ['1000000000000.00', '1.0000001', '1000000100000.00'],
    ['33.33', '3', '99.99'],
  ])('multiplies %s by %s -> %s (half away from zero)', (amount, factor, expected) => {
    expect(multiplyMoney(amount, factor)).toBe(expected);
  });

  it('scales by a price ratio', () => {
    expect(scaleMoney('1000.00', '15', '10')).toBe('1500.00');
    expect(scaleMoney('100.00', '1', '3')).toBe('33.33');
    expect(scaleMoney('200.00', '1', '3')).toBe('66.67');
    expect(() => scaleMoney('1.00', '1', '0')).toThrow();
  });

  it('compares', () => {
    expect(compareMoney('0.30', '0.3')).toBe(0);
    expect(compareMoney('-1', '0')).toBe(-1);
    expect(compareMoney('1000000000000.01', '1000000000000')).toBe(1);
  });
});
