// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tenantsText, userStatus } from './user-status.ts';

describe('userStatus', () => {
  it.each([
    [{ is_active: true, has_password: true }, 'ACTIVE'],
    [{ is_active: true, has_password: false }, 'INVITED'],
    [{ is_active: false, has_password: false }, 'DISABLED'],
    [{ is_active: false, has_password: true }, 'DISABLED'],
  ])('%j is %s', (user, status) => {
    expect(userStatus(user)).toBe(status);
  });
});

describe('tenantsText', () => {
  it.each([
    [[], 0, '—'],
    [['Harbor'], 1, 'Harbor'],
    [['Harbor', 'Quay'], 2, 'Harbor, Quay'],
    [['Harbor', 'Quay', 'Pier', 'Dock', 'Mole'], 9, 'Harbor, Quay +7'],
  ])('%j of %i reads %s', (names, count, text) => {
    expect(tenantsText(names, count)).toBe(text);
  });
});
