// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SECURITY_TYPE_NAMES, securityTermRows } from './security-terms.ts';

describe('security terms by type number (spec 3)', () => {
  it('formats the filled-in fields of each kind', () => {
    expect(securityTermRows({ type: 1, pricePerShare: '12.5' })).toEqual([
      { key: 'pricePerShare', label: 'Price per share', value: '$12.50' },
    ]);
    expect(
      securityTermRows({
        type: 2,
        conversionRatio: 1,
        liquidationPreferenceMultiple: 1.5,
        antiDilutionProtection: 'Y',
      }),
    ).toEqual([
      { key: 'conversionRatio', label: 'Conversion ratio', value: '1x' },
      { key: 'liquidationPreferenceMultiple', label: 'Liquidation preference', value: '1.5x' },
      { key: 'antiDilutionProtection', label: 'Anti-dilution protection', value: 'Yes' },
    ]);
    expect(securityTermRows({ type: 5, term: 24, interestRate: 6, compoundPeriod: 'Annually' })).toEqual([
      { key: 'interestRate', label: 'Interest rate', value: '6%' },
      { key: 'term', label: 'Term', value: '24 months' },
      { key: 'compoundPeriod', label: 'Compound period', value: 'Annually' },
    ]);
    expect(securityTermRows({ type: 9, managementFee: 2, carry: 20, secREgistered: 'N' })).toEqual([
      { key: 'managementFee', label: 'Management fee', value: '2%' },
      { key: 'carry', label: 'Carry', value: '20%' },
      { key: 'secREgistered', label: 'SEC registered', value: 'No' },
    ]);
  });

  it('shows nothing for terms left empty, and names every type', () => {
    expect(securityTermRows({ type: 6 })).toEqual([]);
    expect(Object.keys(SECURITY_TYPE_NAMES)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });
});
