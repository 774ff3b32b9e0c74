import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy.ts';

describe('password policy (spec 5 messages)', () => {
  it('accepts a password that keeps every rule', () => {
    expect(passwordProblems('Demo!2345')).toEqual([]);
  });

  it.each([
    ['Ab1!', 'should be at least 8 characters'],
    ['Abcdefg!', 'should include at least 1 number'],
    ['Abcdefg1', 'should include at least 1 special character'],
    ['abcdefg1!', 'at least 1 upper case'],
    ['ABCDEFG1!', 'at least 1 lower case'],
  ])('%s -> %s', (password, message) => {
    expect(passwordProblems(password)).toEqual([message]);
  });
});
