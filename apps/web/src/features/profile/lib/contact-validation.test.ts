// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressErrors, phoneErrors } from './contact-validation.ts';

const ADDRESS = { type: 'HOME' as const, line1: '1 Main St', city: 'Austin', postal: '73301', country: 'us' };

describe('address validation (spec 5)', () => {
  it('accepts an address with line1, country, city and postal', () => {
    expect(addressErrors(ADDRESS)).toEqual({});
  });

  it.each([
    ['line1', 'Address Line 1 is required'],
    ['city', 'City is required'],
    ['postal', 'Postal Code is required'],
    ['country', 'Country is required'],
  ])('requires %s', (field, message) => {
    expect(addressErrors({ ...ADDRESS, [field]: '  ' })[field]).toBe(message);
  });

  it('leaves line2, line3 and province optional', () => {
    expect(addressErrors({ ...ADDRESS, line2: '', line3: null, province: '' })).toEqual({});
  });
});

describe('phone validation (spec 5)', () => {
  it('accepts a valid number for its country', () => {
    expect(phoneErrors({ type: 'CELL', country: 'US', number: '+12125550123' })).toEqual({});
    expect(phoneErrors({ type: 'OFFICE', country: 'GB', number: '+442071838750' })).toEqual({});
  });

  it('refuses an empty, a short or an over-long number with the spec messages', () => {
    expect(phoneErrors({ type: 'CELL', country: 'US', number: '' }).number).toBe('Phone Number is required');
    expect(phoneErrors({ type: 'CELL', country: 'US', number: '+1212' }).number).toBe(
      'Phone Number is not valid phone number',
    );
    expect(phoneErrors({ type: 'CELL', country: 'US', number: `+1${'2'.repeat(30)}` }).number).toBe(
      'should be at most 25 characters',
    );
  });
});
