import { describe, expect, it } from 'vitest';
import { netExerciseShares } from './options.ts';
import type { SecurityTerms } from './securities.ts';
import { validateTerms } from './terms-validation.ts';

const usd = (amount: string) => ({ amount, currency: 'USD' });

describe('security terms by type number, each problem naming its field', () => {
  it.each<[string, SecurityTerms]>([
    ['type 1 common', { type: 1, pricePerShare: usd('0.0001') }],
    [
      'type 2 preferred',
      {
        type: 2,
        originalIssuePrice: usd('1.2'),
        conversionPrice: usd('1.2'),
        conversionRatio: { numerator: '1', denominator: '1' },
        liquidationPreferenceMultiple: '1',
        participation: { kind: 'participating_capped', capMultiple: '3' },
        seniority: 1,
        antiDilutionProtection: 'Y',
        antiDilution: 'broad_weighted_average',
      },
    ],
    [
      'type 4 SAFE',
      {
        type: 4,
        purchaseAmount: usd('100000'),
        valuationCap: usd('10000000'),
        conversionDiscount: '0.2',
        timing: 'post_money',
        mfn: false,
        conversionTrigger: { kind: 'equity_financing' },
      },
    ],
    [
      'type 5 note',
      {
        type: 5,
        principal: usd('250000'),
        termMonths: 24,
        interestRate: [{ rate: '0.08', from: '2025-01-01' }],
        compounding: 'simple',
        accrual: 'monthly',
        dayCount: 'ACTUAL_365',
        earlyExitMultiple: '2',
      },
    ],
    ['type 6 debt', { type: 6, interestRate: '0.1', term: 36 }],
    [
      'type 9 fund',
      {
        type: 9,
        managementFee: '0.02',
        carry: '0.2',
        managementParticipation: '0.01',
        hurdleRate: '0.08',
        fundTerm: 10,
        secREgistered: false,
      },
    ],
  ])('accepts valid %s terms', (_name, terms) => {
    expect(validateTerms(terms)).toEqual([]);
  });

  it('names each wrong field in words', () => {
    expect(validateTerms({ type: 1, pricePerShare: { amount: '-1', currency: 'USD' } })).toEqual([
      { field: 'pricePerShare', message: 'The price per share cannot be negative.' },
    ]);
    expect(
      validateTerms({
        type: 4,
        purchaseAmount: usd('100'),
        conversionDiscount: '20',
        timing: 'post_money',
        mfn: true,
        conversionTrigger: { kind: 'equity_financing' },
      }),
    ).toEqual([
      {
        field: 'conversionDiscount',
        message: 'The conversion discount must be between 0 and 1 (for example 0.08 for 8%).',
      },
    ]);
    expect(
      validateTerms({
        type: 5,
        principal: usd('1'),
        termMonths: 0,
        interestRate: [],
        compounding: 'simple',
        accrual: 'monthly',
        dayCount: 'ACTUAL_365',
        earlyExitMultiple: '0.5',
      }).map((p) => p.field),
    ).toEqual(['termMonths', 'earlyExitMultiple', 'interestRate']);
  });

  it('a warrant net exercise pays the strike in shares: floor(q·(FMV − K)/FMV)', () => {
    expect(netExerciseShares('1000', '1', '3')).toEqual({ value: '666', rounding: 'DL-DEFAULT R5' });
    expect(netExerciseShares('1000', '3', '3').value).toBe('0');
  });
});

describe('versioned terms', () => {
  it('adds versions, keeps the type number and refuses deletion while issued securities use them', async () => {
    const { currentTerms, reviseTerms, termsDeletionRefusal } = await import('./terms-versions.ts');
    const v1 = reviseTerms([], 'T1', { type: 1, pricePerShare: usd('0.001') });
    if (!v1.ok) throw new Error('v1 refused');
    const v2 = reviseTerms(v1.versions, 'T1', { type: 1, pricePerShare: usd('0.01') });
    if (!v2.ok) throw new Error('v2 refused');
    expect(currentTerms(v2.versions, 'T1')).toMatchObject({ version: 2, terms: { pricePerShare: { amount: '0.01' } } });
    expect(v2.versions.find((v) => v.version === 1)?.terms).toEqual({ type: 1, pricePerShare: usd('0.001') });
    expect(reviseTerms(v2.versions, 'T1', { type: 6, interestRate: '0.1', term: 12 })).toEqual({
      ok: false,
      problems: [{ field: 'type', message: 'These terms are type 1; create new terms for type 6.' }],
    });
    expect(termsDeletionRefusal([])).toBeNull();
    expect(termsDeletionRefusal(['CS-1', 'CS-2', 'CS-3', 'CS-4'])).toBe(
      'These terms cannot be deleted: issued securities use them (CS-1, CS-2, CS-3 and 1 more).',
    );
  });
});
