import { describe, expect, it } from 'vitest';
import * as r from './rules.ts';

type Case = [rule: r.Rule, value: unknown, expected: string | null];
const F = 'Name';

// Spec 5's validation table, one block per rule: failing values with the exact message, passing values with null.
const table: Record<string, Case[]> = {
  required: [
    [r.required, '', 'Name is required'],
    [r.required, '   ', 'Name is required'],
    [r.required, null, 'Name is required'],
    [r.required, [], 'Name is required'],
    [r.required, 'x', null],
    [r.required, 0, null],
  ],
  confirmed: [
    [r.confirmed('abc'), 'abd', 'Name does not match'],
    [r.confirmed('abc'), 'abc', null],
  ],
  regex: [
    [r.regex('^\\d+$'), '12a', 'Name is invalid. ^\\d+$'],
    [r.regex('^\\d+$'), '123', null],
    [r.regex('^\\d+$'), '', null],
  ],
  length: [
    [r.length(5), '1234', 'Name should be length of 5'],
    [r.length(5), '12345', null],
  ],
  max: [
    [r.max(3), 'abcd', 'should be at most 3 characters'],
    [r.max(3), 'abc', null],
  ],
  min: [
    [r.min(3), 'ab', 'should be at least 3 characters'],
    [r.min(3), 'abc', null],
  ],
  min_value: [
    [r.minValue(1), '0', 'should be equals to or higher than 1'],
    [r.minValue(1), 1, null],
    [r.minValue(1), '', null],
    [r.minValue(1), 'abc', null],
  ],
  max_value: [
    [r.maxValue(10), '10', 'should be less than 10'],
    [r.maxValue(10), 9.5, null],
    [r.maxValue(10), 'n/a', null],
  ],
  less_than_ref: [
    [r.lessThanRef('1000', 'Target Raise'), '1000', 'Name should be less than Target Raise'],
    [r.lessThanRef('1000', 'Target Raise'), 'abc', 'Name should be less than Target Raise'],
    [r.lessThanRef('1000', 'Target Raise'), '999', null],
  ],
  is_after_ref: [
    [r.isAfterRef('01/10/2026', 'Start Date'), '01/10/2026', 'Name should be after Start Date'],
    [r.isAfterRef('2026-01-10', 'Start Date'), '01/09/2026', 'Name should be after Start Date'],
    [r.isAfterRef('2026-01-10', 'Start Date'), '2026-01-11', null],
  ],
  valid_regex: [
    [r.validRegex, '([a-z]', 'Name is not valid RegExp'],
    [r.validRegex, '^[a-z]+$', null],
  ],
  notOneOf: [
    [r.notOneOf(['Seed', 'Angel']), 'Seed', 'Name should be unique'],
    [r.notOneOf(['Seed', 'Angel']), 'Bridge', null],
  ],
  includeANumber: [
    [r.includeANumber, 'abc', 'should include at least 1 number'],
    [r.includeANumber, 'ab1', null],
  ],
  includeASymbol: [
    [r.includeASymbol, 'abc1', 'should include at least 1 special character'],
    [r.includeASymbol, 'abc!', null],
  ],
  includeAUpperCase: [
    [r.includeAUpperCase, 'abc', 'at least 1 upper case'],
    [r.includeAUpperCase, 'aBc', null],
  ],
  includeALowerCase: [
    [r.includeALowerCase, 'ABC', 'at least 1 lower case'],
    [r.includeALowerCase, 'ABc', null],
  ],
  isPhoneNumber: [
    [r.isPhoneNumber('US'), '555-12', 'Name is not valid phone number'],
    [r.isPhoneNumber('US'), '(212) 555-0123', null],
    [r.isPhoneNumber('US'), '+44 20 7946 0958', null],
    [r.isPhoneNumber('CA'), '416 555 0123', null],
  ],
  url: [
    [r.url, 'not a url', 'Name is not url'],
    [r.url, 'ftp://files.example.com', 'Name is not url'],
    [r.url, 'example.com/path', null],
    [r.url, 'https://example.com', null],
  ],
  isDateStandard: [
    [r.isDateStandard, '2026-01-31', 'Name should be MM/DD/YYYY'],
    [r.isDateStandard, '02/30/2026', 'Name should be MM/DD/YYYY'],
    [r.isDateStandard, '02/28/2026', null],
  ],
  noNumbers: [
    [r.noNumbers, 'R2D2', 'should not include any numbers'],
    [r.noNumbers, 'Robot', null],
  ],
  noSymbols: [
    [r.noSymbols, 'Smith & Co', 'should not include any special characters'],
    [r.noSymbols, "O'Brien-Smith, Jr.", null],
  ],
  isSSN: [
    [r.isSSN, '123-45-6789', 'Name is not valid SSN'],
    [r.isSSN, '12345678', 'Name is not valid SSN'],
    [r.isSSN, '123456789', null],
  ],
  numberOnly: [
    [r.numberOnly, '12a', 'should be numbers only.'],
    [r.numberOnly, '1.5', 'should be numbers only.'],
    [r.numberOnly, '125', null],
  ],
  email: [
    [r.email, 'a@b', 'Name is not valid email'],
    [r.email, 'a b@c.com', 'Name is not valid email'],
    [r.email, 'a@b.com', null],
  ],
};

describe('validation rules (spec 5)', () => {
  for (const [name, cases] of Object.entries(table)) {
    it.each(cases)(`${name}: %#`, (rule, value, expected) => {
      expect(rule(value, F)).toBe(expected);
    });
  }

  it('validate() answers the first failing rule', () => {
    expect(r.validate('', F, [r.required, r.min(3)])).toBe('Name is required');
    expect(r.validate('ab', F, [r.required, r.min(3)])).toBe('should be at least 3 characters');
    expect(r.validate('abc', F, [r.required, r.min(3)])).toBeNull();
  });

  it('prepends http:// to URLs without a scheme', () => {
    expect(r.withScheme('example.com')).toBe('http://example.com');
    expect(r.withScheme('HTTPS://example.com')).toBe('HTTPS://example.com');
  });
});
