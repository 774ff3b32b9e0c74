import type { InvestmentWithOpportunity } from '@dl/contracts';
import { formatCurrency, formatDate } from '@dl/domain';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { InvestorProgressStrip } from '#web/components/display/progress-strip/index.ts';
import { InvestmentStatusBadge } from './transaction-columns.tsx';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/**
 * The merged investment + opportunity record (spec 7 `GET investments/{id}`): amount, status (spec 4
 * label and colour), entity, dates and the progress strip (spec 3: a step is highlighted when set).
 */
export function TransactionSummary({ investment: i }: { investment: InvestmentWithOpportunity }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            Transaction
          </Title>
          <span data-testid="investment-status">
            <InvestmentStatusBadge investment={i} />
          </span>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
          <Fact label="Amount" value={formatCurrency(i.amount, { abbreviate: false })} />
          <Fact label="Entity" value={i.entity.name} />
          <Fact label="Issuer" value={i.opportunity.issuer.name} />
          <Fact label="Kind" value={i.opportunity.opportunity_type === 'PRIMARY' ? 'Primary' : 'Secondary'} />
          <Fact label="Created" value={formatDate(i.created_on)} />
          <Fact label="Approved" value={formatDate(i.approved_on)} />
          <Fact label="Executed" value={formatDate(i.executed_on)} />
          <Fact label="Opportunity minimum" value={formatCurrency(i.opportunity.minimum)} />
        </SimpleGrid>
        {i.decline_reason && (
          <Text size="sm" c="dimmed">
            Reason: {i.decline_reason}
          </Text>
        )}
        <InvestorProgressStrip investment={i} label="Transaction progress" />
      </Stack>
    </Card>
  );
}
