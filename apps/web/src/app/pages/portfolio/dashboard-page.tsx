import { Alert, Grid, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useInvestmentStats } from '#web/features/dashboard/api/stats.ts';
import { PendingActionsCard } from '#web/features/dashboard/components/pending-actions-card.tsx';
import { StatCards } from '#web/features/dashboard/components/stat-cards.tsx';
import { ProfileCard } from '#web/features/profile/components/profile-card.tsx';
import { RecentTransactions } from '#web/features/transactions/components/recent-transactions.tsx';
import { errorText } from '#web/lib/api-error.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';

const transactionHref = (id: string) => hrefFor('Transaction', { id });

/**
 * The investor dashboard (index): stat cards, the latest transactions, my profile and the actions
 * waiting for me (the list whose count is the Pending actions card, ADR 0033).
 * The spec's map of investor locations is left for a later issue (no external tiles).
 */
export function DashboardPage() {
  const fidId = useFidId();
  const stats = useInvestmentStats(fidId);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Dashboard
      </Title>
      {stats.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(stats.error, 'Failed to load data')}
        </Alert>
      )}
      <StatCards stats={stats.data} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RecentTransactions fidId={fidId} detailHref={transactionHref} allHref={hrefFor('Transactions')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <ProfileCard fidId={fidId} />
            <PendingActionsCard fidId={fidId} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export { DashboardPage as Component };
