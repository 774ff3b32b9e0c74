import { Alert, Grid, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useInvestmentStats } from '#web/features/dashboard/api/stats.ts';
import { StatCards } from '#web/features/dashboard/components/stat-cards.tsx';
import { PendingDocuments } from '#web/features/documents/components/pending-documents.tsx';
import { ProfileCard } from '#web/features/profile/components/profile-card.tsx';
import { RecentTransactions } from '#web/features/transactions/components/recent-transactions.tsx';
import { errorText } from '#web/lib/api-error.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';

const transactionHref = (id: string) => hrefFor('Transaction', { id });

/**
 * The investor dashboard (index): stat cards, the latest transactions, my profile and the actions
 * waiting for me.
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
            <PendingDocuments
              fidId={fidId}
              allHref={hrefFor('Documents')}
              getOpportunityHref={(id) => hrefFor('OpportunityDetail', { id })}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export { DashboardPage as Component };
