import { formatCurrency, formatDate } from '@dl/domain';
import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorText } from '#web/lib/api-error.ts';
import { useInvestmentList } from '../api/list-investments.ts';
import { InvestmentStatusBadge } from './transaction-columns.tsx';
import { TRANSACTIONS_LOAD_FAILED } from './transaction-list.tsx';

export interface RecentTransactionsProps {
  fidId: string;
  detailHref: (id: string) => string;
  allHref: string;
  limit?: number;
}

/** The latest transactions (newest first) for the dashboard, with a link to all of them. */
export function RecentTransactions({ fidId, detailHref, allHref, limit = 5 }: RecentTransactionsProps) {
  const list = useInvestmentList(fidId, { page: 1, limit, ordering: '-created_on' });
  const rows = list.data?.results ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="recent-transactions">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="recent-transactions">
            Latest transactions
          </Title>
          <Anchor component={Link} to={allHref} size="sm">
            See All
          </Anchor>
        </Group>
        {list.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(list.error, TRANSACTIONS_LOAD_FAILED)}
          </Alert>
        )}
        {list.isPending && <Skeleton height={120} />}
        {list.isSuccess && rows.length === 0 && (
          <Text c="dimmed">No transactions yet. Indicate interest in an opportunity to start one.</Text>
        )}
        {rows.length > 0 && (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <Group
                component="li"
                key={row.id}
                justify="space-between"
                wrap="nowrap"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Stack gap={0} miw={0}>
                  <Anchor component={Link} to={detailHref(row.id)} fw={600} size="sm">
                    {row.opportunity.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {formatDate(row.created_on)} · {formatCurrency(row.amount)}
                  </Text>
                </Stack>
                <InvestmentStatusBadge investment={row} />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
