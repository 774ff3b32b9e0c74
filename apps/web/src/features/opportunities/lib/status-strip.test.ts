// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reachedSteps, STRIP_STEPS } from './status-strip.ts';

describe('investor status strip (spec 4 ladder)', () => {
  it.each([
    ['APPROVED', 1],
    ['NDA_SIGN_IN_PROCESS', 2],
    ['NDA_SIGNED', 3],
    ['NDA_EXECUTED', 4],
    ['BIG_BOYS_SEEN', 4],
    ['IOI_SENT', 5],
    ['DEAL_SIGNED', 6],
    ['DEAL_APPROVED', 7],
    ['DEAL_EXECUTED', 8],
    ['NDA_DECLINED', 0],
    ['DEAL_DECLINED', 0],
  ] as const)('%s reaches %i steps', (status, count) => {
    expect(reachedSteps(status)).toBe(count);
  });

  it('has eight steps in ladder order', () => {
    expect(STRIP_STEPS).toHaveLength(8);
  });
});
