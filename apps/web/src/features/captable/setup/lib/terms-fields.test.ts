import { describe, expect, it } from 'vitest';
import { shares } from './format.ts';
import { checkTerms, formFieldOf, fromTermsBody, toTermsBody } from './terms-fields.ts';

describe('terms form by type number', () => {
  it('builds the domain body of a convertible note and reads it back', () => {
    const values = {
      principal: '250000',
      termMonths: '24',
      'interestRate.0.rate': '6',
      'interestRate.0.from': '2026-01-01',
      compounding: 'simple',
      accrual: 'annual',
      dayCount: 'ACTUAL_365',
      discount: '',
    };
    const body = toTermsBody(5, values);
    expect(body).toEqual({
      type: 5,
      principal: { amount: '250000', currency: 'USD' },
      termMonths: 24,
      interestRate: [{ rate: '6', from: '2026-01-01' }],
      compounding: 'simple',
      accrual: 'annual',
      dayCount: 'ACTUAL_365',
    });
    expect(fromTermsBody(5, body)).toEqual({ ...values, discount: undefined });
  });

  it('keeps yes/no answers as the domain wants them: booleans, or Y/N for anti-dilution protection', () => {
    expect(toTermsBody(4, { mfn: 'Y', timing: 'post_money' })).toMatchObject({ mfn: true });
    expect(toTermsBody(2, { antiDilutionProtection: 'N' })).toMatchObject({ antiDilutionProtection: 'N' });
    expect(fromTermsBody(9, { type: 9, secREgistered: false })).toEqual({ secREgistered: 'N' });
  });

  it('names missing and malformed fields in words, and skips the cap unless participation is capped', () => {
    const problems = checkTerms(2, { originalIssuePrice: '1,00', 'participation.kind': 'participating' });
    expect(problems.originalIssuePrice).toBe('Enter a number such as 1000 or 0.25');
    expect(problems.conversionPrice).toBe('Conversion price is required');
    expect(problems['participation.capMultiple']).toBeUndefined();
    expect(checkTerms(2, { 'participation.kind': 'participating_capped' })['participation.capMultiple']).toBe(
      'Participation cap (multiple) is required',
    );
  });

  it('places a server problem at the first input of its field', () => {
    expect(formFieldOf(2, 'conversionRatio')).toBe('conversionRatio.numerator');
    expect(formFieldOf(1, 'body.pricePerShare.amount')).toBe('pricePerShare');
    expect(formFieldOf(5, 'interestRate')).toBe('interestRate.0.rate');
    expect(formFieldOf(1, 'somethingElse')).toBeNull();
  });

  it('groups share counts exactly, without a JS number', () => {
    expect(shares('12345678901234567890.125')).toBe('12,345,678,901,234,567,890.125');
    expect(shares('-1000')).toBe('-1,000');
    expect(shares(null)).toBe('—');
  });
});
