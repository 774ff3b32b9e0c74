import { Alert, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { usePortfolioSummary } from '#web/features/portfolio/api/portfolio.ts';
import { BucketTable } from '#web/features/portfolio/components/bucket-table.tsx';
import { PortfolioTotals } from '#web/features/portfolio/components/portfolio-totals.tsx';
import { PORTFOLIO_LOAD_FAILED } from '#web/features/portfolio/components/position-table.tsx';
import { errorText } from '#web/lib/api-error.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { PortfolioNav } from './portfolio-nav.tsx';

/** Every position, primary and secondary: the totals' Invested is the dashboard's (ADR 0033). */
const SUMMARY_BODY = { filter_param: {} };

/** `portfolio-summary`: totals of my portfolio by sector, stage and type, to the cent. */
export function PortfolioSummaryPage() {
  const summary = usePortfolioSummary(useFidId(), SUMMARY_BODY);
  const data = summary.data;
  return (
    <Stack gap="lg">
      <Title order={1}>Portfolio Summary</Title>
      <PortfolioNav />
      {summary.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(summary.error, PORTFOLIO_LOAD_FAILED)}
        </Alert>
      )}
      <PortfolioTotals totals={data?.totals} />
      {summary.isPending && <Skeleton height={240} />}
      {data && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <BucketTable title="By sector" keyLabel="Sector" buckets={data.by_sector} />
          <BucketTable title="By stage" keyLabel="Stage" buckets={data.by_stage} />
          <BucketTable title="By type" keyLabel="Type" buckets={data.by_type} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

export { PortfolioSummaryPage as Component };
