import { describe, expect, it } from 'vitest';
import { canSeeSecondaries, isInvestorVisibleStatus } from './opportunity-visibility.ts';

describe('canSeeSecondaries (spec 6)', () => {
  it.each([
    [null, true, true, false],
    ['', true, true, false],
    ['  ', true, false, false],
    ['DEMO', false, false, false],
    ['DEMO', null, false, false],
    ['DEMO', true, false, true],
    ['DEMO', false, true, true],
    ['DEMO', true, true, true],
  ] as const)('mpid %j, branding %j, has any %j -> %j', (mpid, show, has, expected) => {
    expect(canSeeSecondaries({ mpid, showSecondaryOpportunities: show, hasSecondaryInvestments: has })).toBe(expected);
  });
});

describe('isInvestorVisibleStatus', () => {
  it('shows Published and Closed, not drafts or reviews', () => {
    expect(
      ['Published', 'Closed', 'Created', 'Ready for Review', 'Pending Review'].map(isInvestorVisibleStatus),
    ).toEqual([true, true, false, false, false]);
  });
});
