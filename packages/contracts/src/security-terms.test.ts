import { describe, expect, it } from 'vitest';
import { SECURITY_TERMS_BY_TYPE, securityTermsSchema } from './security-terms.ts';

describe('security terms by type number (spec 3)', () => {
  it.each([
    [{ type: 1, pricePerShare: '1.25' }],
    [
      {
        type: 2,
        conversionRatio: 1,
        liquidationPreferenceMultiple: 1.5,
        interestRate: 8,
        dividends: 6,
        antiDilutionProtection: 'Y',
      },
    ],
    [{ type: 3, antiDilutionProtection: 'N' }],
    [{ type: 4, valuationCap: '8000000', conversionTrigger: 'Next priced round', conversionDiscount: 20 }],
    [
      {
        type: 5,
        term: 24,
        trigger: 'Qualified financing',
        discount: 15,
        interestRate: 6,
        compoundPeriod: 'Simple',
        accrualPeriod: 'Quarterly',
        earlyExitMultiple: 2,
        warrantCoverage: 10,
      },
    ],
    [{ type: 6, interestRate: 9, term: 36 }],
    [{ type: 7, interestRate: 9 }],
    [{ type: 8, term: 12 }],
    [
      {
        type: 9,
        managementFee: 2,
        carry: 20,
        managementParticipation: 1,
        hurdleRate: 8,
        fundTerm: 10,
        administrator: 'Fund Admin LLC',
        auditor: 'Audit & Co',
        secREgistered: 'N',
      },
    ],
  ])('accepts %j', (terms) => {
    expect(securityTermsSchema.parse(terms)).toEqual(terms);
  });

  it('has one schema per type number 1 to 9', () => {
    expect(Object.keys(SECURITY_TERMS_BY_TYPE)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it.each([
    [{ type: 0 }],
    [{ type: 10 }],
    [{ type: 1, pricePerShare: 1.25 }],
    [{ type: 2, antiDilutionProtection: 'yes' }],
    [{ type: 5, compoundPeriod: 'Monthly' }],
    [{ type: 5, accrualPeriod: 'Daily' }],
    [{ type: 9, carry: 'a lot' }],
    [{ type: 4, valuationCap: '-1' }],
  ])('refuses %j', (terms) => {
    expect(securityTermsSchema.safeParse(terms).success).toBe(false);
  });
});
