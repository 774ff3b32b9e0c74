// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventTimeRange } from './event-time.ts';

describe('eventTimeRange', () => {
  it('shows one date for a same-day event', () => {
    expect(eventTimeRange('2026-12-01T15:00:00Z', '2026-12-01T16:30:00Z', 'UTC')).toBe(
      '12/01/2026 03:00 pm – 04:30 pm',
    );
  });
  it('shows both dates when it spans days', () => {
    expect(eventTimeRange('2026-12-01T22:00:00Z', '2026-12-02T02:00:00Z', 'UTC')).toBe(
      '12/01/2026 10:00 pm – 12/02/2026 02:00 am',
    );
  });
});
