import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { InvestorProgressStrip } from './investor-progress-strip.tsx';
import { progressSteps } from './progress-steps.ts';

describe('progressSteps', () => {
  it('highlights the steps whose value is set, with their dates', () => {
    const steps = progressSteps({
      nda_signed_date: '2026-02-03',
      deal_signed_date: '2026-03-10T15:00:00Z',
      counter_signed_deal_date: null,
      payments_received: true,
      payments_acknowledged: '',
    });
    expect(steps.map((s) => [s.label, s.done])).toEqual([
      ['NDA Signed', true],
      ['Deal Signed', true],
      ['Deal Countersigned', false],
      ['Payment Received', true],
      ['Payment Acknowledged', false],
    ]);
    expect(steps[0]?.date).toBe('02/03/2026');
    expect(steps[1]?.date).toMatch(/^03\/(10|11)\/2026$/);
    expect(steps[3]?.date).toBe('');
  });
});

describe('InvestorProgressStrip', () => {
  it('lists the five steps in order and marks the done ones', () => {
    renderWithRouter(
      <InvestorProgressStrip investment={{ nda_signed_date: '2026-02-03', deal_signed_date: '2026-03-10' }} />,
    );
    const list = screen.getByRole('list', { name: 'Investment progress' });
    const items = screen.getAllByRole('listitem');
    expect(list).toContainElement(items[0] ?? null);
    expect(items.map((i) => i.textContent)).toEqual([
      'NDA Signed, done02/03/2026',
      'Deal Signed, done03/10/2026',
      // Pending steps show their number (hidden from assistive technology).
      '3Deal Countersigned, pending',
      '4Payment Received, pending',
      '5Payment Acknowledged, pending',
    ]);
    expect(items[0]).toHaveAttribute('data-done');
    expect(items[2]).not.toHaveAttribute('data-done');
  });
});
