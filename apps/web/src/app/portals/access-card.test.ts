// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { roleLabel } from './access-card.tsx';

describe('roleLabel', () => {
  it.each([
    ['fiduciary_investor', 'Investor'],
    ['fiduciary_investor-admin', 'Investor Admin'],
    ['fiduciary_viewer', 'Viewer'],
    ['fiduciary_admin', 'Fiduciary Admin'],
    ['captable_admin', 'Captable Admin'],
  ])('%s reads %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });
});
