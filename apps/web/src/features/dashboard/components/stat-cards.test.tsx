import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { StatCards } from './stat-cards.tsx';

const value = (key: string) => within(screen.getByTestId(`stat-${key}`)).getByTestId('stat-value').textContent;

describe('StatCards', () => {
  it('shows the four figures formatted per spec 9 (abbreviated from 1e6, exact below)', () => {
    renderWithRouter(
      <StatCards
        stats={{ invested: '1250000.00', committed: '50000.00', pending_actions: 3, open_opportunities: 12 }}
      />,
    );
    expect(value('invested')).toBe('$1.25MM');
    expect(value('committed')).toBe('$50,000');
    expect(value('pending_actions')).toBe('3');
    expect(value('open_opportunities')).toBe('12');
    for (const label of ['Invested', 'Committed', 'Pending actions', 'Open opportunities']) {
      expect(screen.getByRole('region', { name: label })).toBeInTheDocument();
    }
  });

  it('keeps the cards with skeletons while loading', () => {
    renderWithRouter(<StatCards stats={undefined} />);
    expect(screen.getAllByTestId('stat-loading')).toHaveLength(4);
    expect(screen.queryByTestId('stat-value')).toBeNull();
  });

  it('shows zero amounts as $0, not blank', () => {
    renderWithRouter(
      <StatCards stats={{ invested: '0.00', committed: '0', pending_actions: 0, open_opportunities: 0 }} />,
    );
    expect(value('invested')).toBe('$0');
    expect(value('pending_actions')).toBe('0');
  });
});
