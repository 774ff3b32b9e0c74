import { ERROR_MESSAGES } from '@dl/domain';
import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { FundStatCards, InvestorMapPanel, useDashboardStats } from '#web/features/fund-dashboard/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';

/** Fund admin: the dashboard (issue 15 point 2): stat cards, each opening its list, and the investor map. */
export function DashboardPage() {
  const fidId = useFidId();
  const stats = useDashboardStats(fidId);
  return (
    <Stack gap="lg">
      <PageHeader title="Dashboard" subtitle="What waits for the fund's team, and where its investors are." />
      {stats.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(stats.error, ERROR_MESSAGES.LOAD_DATA)}
        </Alert>
      )}
      {!stats.isError && <FundStatCards stats={stats.data} />}
      <InvestorMapPanel fidId={fidId} />
    </Stack>
  );
}

export { DashboardPage as Component };
