import { SimpleGrid } from '@mantine/core';
import { InvestmentChart } from '#web/components/display/charts/index.ts';

const CAPITAL_BY_QUARTER = [
  { quarter: 'Q1 2025', committed: 4200000, called: 1800000 },
  { quarter: 'Q2 2025', committed: 5100000, called: 2600000 },
  { quarter: 'Q3 2025', committed: 3900000, called: 3100000 },
  { quarter: 'Q4 2025', committed: 6400000, called: 3500000 },
];

const NAV_BY_MONTH = [
  { month: 'Jan', nav: 10400000 },
  { month: 'Feb', nav: 10950000 },
  { month: 'Mar', nav: 10700000 },
  { month: 'Apr', nav: 11600000 },
  { month: 'May', nav: 12100000 },
  { month: 'Jun', nav: 12850000 },
];

const ALLOCATION = [
  { name: 'Energy', value: 3200000 },
  { name: 'Healthcare', value: 2100000 },
  { name: 'Industrials', value: 1500000 },
  { name: 'Private credit', value: 1250000 },
];

export function ChartsExample() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="xl">
      <InvestmentChart
        type="bar"
        title="Capital committed and called"
        description="By quarter, all funds"
        data={CAPITAL_BY_QUARTER}
        dataKey="quarter"
        dataKeyLabel="Quarter"
        series={[
          { name: 'committed', label: 'Committed' },
          { name: 'called', label: 'Called' },
        ]}
      />
      <InvestmentChart
        type="line"
        title="Portfolio value"
        description="Net asset value at month end"
        data={NAV_BY_MONTH}
        dataKey="month"
        dataKeyLabel="Month"
        series={[{ name: 'nav', label: 'Net asset value' }]}
      />
      <InvestmentChart
        type="pie"
        title="Allocation by sector"
        description="Share of invested capital"
        data={ALLOCATION}
      />
    </SimpleGrid>
  );
}
