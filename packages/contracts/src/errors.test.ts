import { describe, expect, it } from 'vitest';
import { DOMAIN_ERROR_CODES, DOMAIN_ERRORS, errorBodySchema, errorSchema } from './errors.ts';

describe('domain error catalogue', () => {
  it('names every code in SCREAMING_SNAKE_CASE with a one-line description', () => {
    expect(DOMAIN_ERROR_CODES.length).toBeGreaterThan(0);
    for (const code of DOMAIN_ERROR_CODES) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(DOMAIN_ERRORS[code]).toMatch(/^[A-Z].*\.$/);
      expect(DOMAIN_ERRORS[code]).not.toContain('\n');
    }
  });

  it('reads an error body with and without a reason', () => {
    expect(errorSchema.parse({ detail: 'Not found.', code: 'NOT_FOUND' })).toEqual({
      detail: 'Not found.',
      code: 'NOT_FOUND',
    });
    const refusal = { detail: 'Sign the NDA before indicating interest.', code: 'CONFLICT', reason: 'NDA_NOT_SIGNED' };
    expect(errorSchema.parse(refusal)).toEqual(refusal);
    const form = { detail: 'Name is required', code: 'BAD_REQUEST', errors: { name: 'Name is required' } };
    expect(errorBodySchema.parse(form)).toEqual(form);
  });

  it('refuses a reason outside the catalogue', () => {
    expect(errorSchema.safeParse({ detail: 'x', code: 'CONFLICT', reason: 'SOMETHING_ELSE' }).success).toBe(false);
  });
});
