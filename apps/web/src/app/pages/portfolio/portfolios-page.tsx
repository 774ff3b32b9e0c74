import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { usePortfolioSummary } from '#web/features/portfolio/api/portfolio.ts';
import { PortfolioCharts } from '#web/features/portfolio/components/portfolio-charts.tsx';
import { PortfolioTotals } from '#web/features/portfolio/components/portfolio-totals.tsx';
import { PORTFOLIO_LOAD_FAILED } from '#web/features/portfolio/components/position-table.tsx';
import { errorText } from '#web/lib/api-error.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { PortfolioNav } from './portfolio-nav.tsx';

/** Every position, primary and secondary: the totals' Invested is the dashboard's (ADR 0033). */
const SUMMARY_BODY = { filter_param: {} };

/** `portfolios`: 'Investment overview' (spec 2), totals and the charts of `POST portfolio/summary`. */
export function PortfoliosPage() {
  const summary = usePortfolioSummary(useFidId(), SUMMARY_BODY);
  return (
    <Stack gap="lg">
      <Title order={1}>Investment overview</Title>
      <PortfolioNav />
      {summary.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(summary.error, PORTFOLIO_LOAD_FAILED)}
        </Alert>
      )}
      <PortfolioTotals totals={summary.data?.totals} />
      {summary.isPending && <Skeleton height={320} />}
      {summary.data && <PortfolioCharts summary={summary.data} />}
    </Stack>
  );
}

export { PortfoliosPage as Component };
