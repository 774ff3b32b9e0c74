import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { investment } from '../test-data.ts';
import { TransactionSummary } from './transaction-summary.tsx';

const steps = () =>
  within(screen.getByRole('list', { name: 'Transaction progress' }))
    .getAllByRole('listitem')
    .map((li) => [li.textContent?.split(',')[0]?.replace(/^\d/, ''), li.hasAttribute('data-done')]);

describe('TransactionSummary', () => {
  it('highlights the strip steps whose value is set (spec 3)', () => {
    renderWithRouter(<TransactionSummary investment={investment()} />);
    expect(steps()).toEqual([
      ['NDA Signed', true],
      ['Deal Signed', true],
      ['Deal Countersigned', true],
      ['Payment Received', false],
      ['Payment Acknowledged', false],
    ]);
    expect(screen.getByText('$250,000')).toBeInTheDocument();
    expect(screen.getByText('Deal executed')).toBeInTheDocument();
  });

  it('moves with the payment dates', () => {
    renderWithRouter(
      <TransactionSummary
        investment={investment({
          payments_received: '2026-02-01T10:00:00Z',
          payments_acknowledged: '2026-02-02T10:00:00Z',
        })}
      />,
    );
    expect(steps().every(([, done]) => done)).toBe(true);
  });

  it('an early deal shows only the NDA step', () => {
    renderWithRouter(
      <TransactionSummary
        investment={investment({
          status: 'IOI_SENT',
          status_label: 'Transaction in progress',
          status_color: 'orange',
          deal_signed_date: null,
          counter_signed_deal_date: null,
        })}
      />,
    );
    expect(steps().filter(([, done]) => done)).toEqual([['NDA Signed', true]]);
    expect(screen.getByText('Transaction in progress')).toBeInTheDocument();
  });
});
