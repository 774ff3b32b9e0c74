import { describe, expect, it } from 'vitest';
import { checkFourEyes, FOUR_EYES_MESSAGES } from './four-eyes.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

describe('checkFourEyes', () => {
  it.each([
    ['a checker who made nothing', A, [B, C], true],
    ['no maker recorded', A, [], true],
    ['the only maker', A, [A], false],
    ['one of several makers', B, [A, B, C], false],
    ['a maker written in capitals', A, [A.toUpperCase()], false],
    ['a maker with surrounding spaces', ` ${A} `, [A], false],
    ['an unknown checker', '', [B], false],
    ['an unknown checker with no makers', '  ', [], false],
  ])('%s', (_, checkerId, makerIds, allowed) => {
    const result = checkFourEyes({ checkerId, makerIds });
    expect(result.allowed).toBe(allowed);
    if (!result.allowed) expect(result.reason).toBe('FOUR_EYES_REQUIRED');
  });

  it('words the refusal for each subject', () => {
    expect(FOUR_EYES_MESSAGES.opportunity).toBe('You edited this opportunity; another approver must review it.');
    expect(FOUR_EYES_MESSAGES.wireInstructions).toMatch(/another administrator/);
  });
});
