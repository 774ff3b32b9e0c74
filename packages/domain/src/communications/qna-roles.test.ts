import { describe, expect, it } from 'vitest';
import { canAnswerQuestions, QNA_FIDUCIARY_READERS } from './index.ts';

describe('Q&A answering roles (ADR 0018)', () => {
  it.each([
    ['issuer_admin', true],
    ['issuer_editor', true],
    ['issuer_viewer', false],
    ['fiduciary_admin', true],
    ['fiduciary_editor', true],
    ['fiduciary_admin_viewer', false],
    ['fiduciary_investor', false],
    ['fiduciary_viewer', false],
    [null, false],
  ])('%s answers: %s', (role, expected) => {
    expect(canAnswerQuestions(role)).toBe(expected);
  });

  it('the fund admin viewer reads the tenant questions', () => {
    expect(QNA_FIDUCIARY_READERS).toContain('fiduciary_admin_viewer');
  });
});
