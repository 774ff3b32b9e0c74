// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting.ts';

describe('greetingFor', () => {
  it.each([
    [0, 'Good Morning'],
    [11, 'Good Morning'],
    [12, 'Good Afternoon'],
    [16, 'Good Afternoon'],
    [17, 'Good Evening'],
    [23, 'Good Evening'],
  ])('hour %i gives %s', (hour, expected) => {
    expect(greetingFor(new Date(2026, 0, 5, hour, 30))).toBe(expected);
  });
});
