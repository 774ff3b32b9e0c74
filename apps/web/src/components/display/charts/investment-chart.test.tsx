import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { InvestmentChart } from './investment-chart.tsx';

const QUARTERS = [
  { quarter: 'Q1 2026', committed: 1_250_000, called: 400_000 },
  { quarter: 'Q2 2026', committed: 2_000_000, called: 950_000 },
];
const SERIES = [
  { name: 'committed', label: 'Committed' },
  { name: 'called', label: 'Called' },
];

describe('InvestmentChart', () => {
  it.each(['bar', 'line'] as const)('%s chart: a named figure with its numbers as a table in currency', (type) => {
    renderWithRouter(
      <InvestmentChart
        type={type}
        title="Capital by quarter"
        data={QUARTERS}
        dataKey="quarter"
        dataKeyLabel="Quarter"
        series={SERIES}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Capital by quarter' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Capital by quarter' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Quarter', 'Committed', 'Called']);
    const q1 = within(table).getByRole('row', { name: /Q1 2026/ });
    expect(q1).toHaveTextContent('$1.25MM');
    expect(q1).toHaveTextContent('$400,000');
  });

  it('pie chart lists each slice', () => {
    renderWithRouter(
      <InvestmentChart
        type="pie"
        title="Allocation by sector"
        data={[
          { name: 'Fintech', value: 500_000 },
          { name: 'Healthcare', value: 250_000 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Allocation by sector' });
    expect(within(table).getByRole('row', { name: /Fintech/ })).toHaveTextContent('$500,000');
    expect(within(table).getByRole('row', { name: /Healthcare/ })).toHaveTextContent('$250,000');
  });

  it("says 'No data' without rows", () => {
    renderWithRouter(<InvestmentChart type="bar" title="Empty" data={[]} dataKey="x" series={SERIES} />);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });
});
