import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  formatCode,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatTime,
} from './format.ts';

describe('dates and times (spec 9: MM/DD/YYYY, hh:mm a)', () => {
  it.each([
    ['2026-03-07', '03/07/2026'],
    ['2026-12-31T23:30:00Z', '12/31/2026'],
    [new Date('2026-01-02T00:00:00Z'), '01/02/2026'],
    ['not a date', ''],
  ] as const)('formatDate(%s) = %s', (input, expected) => {
    expect(formatDate(input, 'UTC')).toBe(expected);
  });

  it('formats the time with a 12-hour clock', () => {
    expect(formatTime('2026-03-07T15:05:00Z', 'UTC')).toBe('03:05 pm');
    expect(formatTime('2026-03-07T00:10:00Z', 'UTC')).toBe('12:10 am');
    expect(formatDateTime('2026-03-07T09:00:00Z', 'America/New_York')).toBe('03/07/2026 04:00 am');
  });
});

describe('currency (spec 9: USD, 0 decimals, abbreviated from 1e6)', () => {
  it.each([
    ['25000.00', '$25,000'],
    [999_999, '$999,999'],
    ['1000000', '$1.00MM'],
    [12_345_678, '$12.35MM'],
    [2_500_000_000, '$2.50B'],
    [1e12, '$1.00T'],
    [-3_000_000, '-$3.00MM'],
    ['', ''],
  ] as const)('formatCurrency(%s) = %s', (amount, expected) => {
    expect(formatCurrency(amount)).toBe(expected);
  });

  it('keeps decimal strings exact and honours precision', () => {
    expect(formatCurrency('12345678901.15', { abbreviate: false, precision: 2 })).toBe('$12,345,678,901.15');
    expect(formatCurrency(10.5, { precision: 2 })).toBe('$10.50');
  });

  it('abbreviates thousands with K', () => {
    expect(abbreviateNumber(1500)).toBe('1.50K');
    expect(abbreviateNumber(999)).toBe('999');
  });
});

describe('file sizes (spec 9: Bytes to Tb, step 1024)', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 Kb'],
    [1536, '1.5 Kb'],
    [5 * 1024 ** 2, '5 Mb'],
    [1024 ** 3 * 2.25, '2.25 Gb'],
    [1024 ** 4 * 3, '3 Tb'],
    [1024 ** 5, '1024 Tb'],
  ])('formatFileSize(%d) = %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe('stored codes in words (issue 14 point 5)', () => {
  it('turns an UPPER_SNAKE code into a sentence, keeping acronyms', () => {
    expect(formatCode('OPPORTUNITY_DOCUMENT')).toBe('Opportunity document');
    expect(formatCode('NDA_EXECUTED')).toBe('NDA executed');
    expect(formatCode('KYC_FORM')).toBe('KYC form');
    expect(formatCode('PENDING')).toBe('Pending');
  });
  it('leaves words and empty values alone', () => {
    expect(formatCode('Subscription agreement')).toBe('Subscription agreement');
    expect(formatCode(null)).toBe('');
  });
});
