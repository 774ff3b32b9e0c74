import { describe, expect, it } from 'vitest';
import { passwordFormErrors } from './password-form.tsx';

describe('password change form (spec 5 rules)', () => {
  it('accepts a strong password confirmed the same way', () => {
    expect(passwordFormErrors('old', 'Better#Pass1', 'Better#Pass1')).toEqual({});
  });

  it('names each missing field and every broken rule, and a confirmation that does not match', () => {
    expect(passwordFormErrors('', '', '')).toEqual({
      current: 'Current Password is required',
      next: 'New Password is required',
    });
    expect(passwordFormErrors('old', 'abcdefgh', 'abcdefgh').next).toBe(
      'New Password should include at least 1 number, should include at least 1 special character, at least 1 upper case',
    );
    expect(passwordFormErrors('old', 'Better#Pass1', 'Better#Pass2').confirm).toBe('Confirm Password does not match');
  });
});
