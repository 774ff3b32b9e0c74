// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filtersFromSearch, formatAmount, locationText, searchWithFilters } from './investor-filters.ts';

describe('investor filters in the address', () => {
  it('reads the dashboard card’s invitation status and the other filters', () => {
    expect(filtersFromSearch(new URLSearchParams('invitation_status=2'))).toEqual({ invitation_status: 2 });
    expect(
      filtersFromSearch(new URLSearchParams('search=%20acme%20&entity_type=ENTITY&kyc_state=SUBMITTED&city=Austin')),
    ).toEqual({ search: 'acme', entity_type: 'ENTITY', kyc_state: 'SUBMITTED', city: 'Austin' });
  });

  it('leaves out what the API would refuse', () => {
    expect(filtersFromSearch(new URLSearchParams('invitation_status=9&entity_type=PERSON&kyc_state=x'))).toEqual({});
    expect(filtersFromSearch(new URLSearchParams('invitation_status=abc'))).toEqual({});
  });

  it('writes filters back, keeping other parameters and dropping empty ones', () => {
    const next = searchWithFilters(new URLSearchParams('tab=1&city=Boston'), { invitation_status: 4, city: '' });
    expect(next.toString()).toBe('tab=1&invitation_status=4');
  });
});

describe('amounts and locations', () => {
  it.each([
    ['0.00', '$0'],
    ['125000.75', '$125,000.75'],
    ['1234567.00', '$1,234,567'],
    ['99999999999999999.99', '$99,999,999,999,999,999.99'],
  ])('%s is %s', (amount, text) => {
    expect(formatAmount(amount)).toBe(text);
  });

  it('joins the known parts of a location', () => {
    expect(locationText({ city: 'Austin', state: 'TX', country: 'us' })).toBe('Austin, TX, US');
    expect(locationText({ city: null, state: null, country: null })).toBe('');
  });
});
