import type { DealDetail } from '@dl/contracts';
import { formatCurrency, formatDate } from '@dl/domain';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { InvestorProgressStrip } from '#web/components/display/progress-strip/index.ts';
import { DealStatusBadge } from './deal-status-badge.tsx';

const ENTITY_TYPE: Record<string, string> = {
  ENTITY: 'Entity',
  INDIVIDUAL: 'Individual',
  INDIVIDUAL_FOR_ENTITY: 'Individual for entity',
};
/** Spec 4 payment statuses, as the investor side words them where it has a word. */
const PAYMENT_TEXT: Record<string, string> = {
  PENDING: 'Pending',
  SENT: 'Sent',
  PENDING_ACKNOWLEDGEMENT: 'Pending acknowledgement',
  CONFIRMED: 'Confirmed',
  COMPLETED: 'Completed',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div" fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The deal at a glance: status (spec 4 colours), investor, KYC state, amount, payment, progress strip. */
export function DealSummary({ deal }: { deal: DealDetail }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {deal.opportunity.name}
          </Title>
          <DealStatusBadge deal={deal} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Fact label="Investing entity">
            {deal.entity.name} ({ENTITY_TYPE[deal.entity_type] ?? deal.entity_type})
          </Fact>
          <Fact label="Investor">
            {deal.investor.name}
            <Text size="xs" c="dimmed">
              {deal.investor.email}
            </Text>
          </Fact>
          <Fact label="KYC">
            <Badge variant="dot" color={deal.kyc.invitation_status === 5 ? 'green' : 'gray'} tt="none">
              {deal.kyc.label ?? 'Not invited'}
            </Badge>
          </Fact>
          <Fact label="Amount">{formatCurrency(deal.amount, { abbreviate: false })}</Fact>
          <Fact label="Issuer">{deal.opportunity.issuer.name}</Fact>
          <Fact label="Payment">{PAYMENT_TEXT[deal.payment_status] ?? deal.payment_status}</Fact>
          <Fact label="Created">{formatDate(deal.created_on)}</Fact>
          {deal.approved_on && <Fact label="Approved on">{formatDate(deal.approved_on)}</Fact>}
        </SimpleGrid>
        {deal.decline_reason && (
          <Text size="sm">
            <Text span fw={600}>
              Decline reason:
            </Text>{' '}
            {deal.decline_reason}
          </Text>
        )}
        <InvestorProgressStrip investment={deal} label="Investor progress" />
      </Stack>
    </Card>
  );
}
