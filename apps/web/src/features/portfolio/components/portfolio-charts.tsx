import type { PortfolioSummary } from '@dl/contracts';
import { Card, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { InvestmentChart } from '#web/components/display/charts/index.ts';
import { BUCKET_SERIES, toBarRows, toLineRows, toPieSlices } from '../lib/chart-data.ts';

function ChartCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      {children}
    </Card>
  );
}

/** Spec 2 chart types on the summary: Pie by sector, Bar by stage, Pie by type, Line of value over time. */
export function PortfolioCharts({ summary }: { summary: PortfolioSummary }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" data-testid="portfolio-charts">
      <ChartCard>
        <InvestmentChart type="pie" title="Current value by sector" data={toPieSlices(summary.by_sector)} />
      </ChartCard>
      <ChartCard>
        <InvestmentChart
          type="bar"
          title="Invested and current value by stage"
          data={toBarRows(summary.by_stage)}
          dataKey="key"
          dataKeyLabel="Stage"
          series={BUCKET_SERIES}
        />
      </ChartCard>
      <ChartCard>
        <InvestmentChart type="pie" title="Current value by type" data={toPieSlices(summary.by_type)} />
      </ChartCard>
      <ChartCard>
        <InvestmentChart
          type="line"
          title="Value over time"
          description="Month ends: invested by then and its value at the marks known then."
          data={toLineRows(summary.value_over_time)}
          dataKey="month"
          dataKeyLabel="Month"
          series={BUCKET_SERIES}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
