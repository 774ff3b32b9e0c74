// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reachedSteps, STRIP_STEPS } from './status-strip.ts';

describe('investor status strip (spec 4 ladder)', () => {
  it.each([
    ['APPROVED', 1],
    ['NDA_SIGN_IN_PROCESS', 2],
    ['NDA_SIGNED', 3],
    ['NDA_EXECUTED', 4],
    ['BIG_BOYS_SEEN', 5],
    ['IOI_SENT', 6],
    ['DEAL_SIGNED', 7],
    ['DEAL_APPROVED', 8],
    ['DEAL_EXECUTED', 9],
    ['NDA_DECLINED', 0],
    ['DEAL_DECLINED', 0],
  ] as const)('%s reaches %i steps', (status, count) => {
    expect(reachedSteps(status)).toBe(count);
  });

  it('draws every non-declined step of the ladder in its order, Reviewed included', () => {
    expect(STRIP_STEPS.map((s) => s.status)).toEqual([
      'APPROVED',
      'NDA_SIGN_IN_PROCESS',
      'NDA_SIGNED',
      'NDA_EXECUTED',
      'BIG_BOYS_SEEN',
      'IOI_SENT',
      'DEAL_SIGNED',
      'DEAL_APPROVED',
      'DEAL_EXECUTED',
    ]);
    expect(STRIP_STEPS.find((s) => s.status === 'BIG_BOYS_SEEN')?.label).toBe('Reviewed');
  });
});
