import { formatDate } from '@dl/domain';
import { Alert, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useOpportunityCall, useRequestCallPayments } from '../api/capital-calls.ts';
import { CALL_STATUS_TEXT, LOAD_FAILED, money } from '../lib/labels.ts';
import { AllocationsTable } from './allocations-table.tsx';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** One call: due vs received, the progress of its notices while they are generated, and its allocations. */
export function CallDetail({ fidId, callId }: { fidId: string; callId: string }) {
  const call = useOpportunityCall(fidId, callId);
  const canPay = useCan('payments.acknowledge');
  const requestAll = useRequestCallPayments(fidId);
  if (call.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(call.error, LOAD_FAILED)}
      </Alert>
    );
  if (!call.data) return <Text c="dimmed">Loading...</Text>;
  const c = call.data;
  const { generated, total } = c.notices;
  const done = generated >= total;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="call-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="call-title">
            {c.opportunity_name}, call {c.call_number}
          </Title>
          {canPay && (
            <Button
              variant="light"
              onClick={() => requestAll.mutate(c.id)}
              loading={requestAll.isPending}
              disabled={c.status === 'COMPLETED'}
              title={c.status === 'COMPLETED' ? 'Every payment of this call is acknowledged' : undefined}
            >
              Request all payments
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label="Due date" value={formatDate(c.due_date)} />
          <Figure label="Called" value={money(c.amount)} />
          <Figure label="Received" value={money(c.received)} />
          <Figure label="Outstanding" value={money(c.outstanding)} />
        </SimpleGrid>
        <Text size="sm">
          {CALL_STATUS_TEXT[c.status]}
          {c.percentage ? ` · ${c.percentage}% of commitments` : ''} · Rounding: {c.rounding_rule}
        </Text>
        {c.note && <Text size="sm">{c.note}</Text>}
        <Stack gap={4}>
          <Text size="sm" id="notice-progress-label">
            {done
              ? `Notices generated: ${generated} of ${total}`
              : `Generating notices: ${generated} of ${total}. Investors are told as each notice is ready.`}
          </Text>
          <Progress
            value={total === 0 ? 100 : (generated / total) * 100}
            // Mantine gives the label to its progressbar section only as aria-label.
            aria-label={`Notices generated: ${generated} of ${total}`}
            animated={!done}
          />
        </Stack>
        {requestAll.data && (
          <Text size="sm" role="status">
            Payment requested from {requestAll.data.requested} investors.
          </Text>
        )}
        {requestAll.isError && (
          <Alert color="red" role="alert">
            {errorText(requestAll.error, 'Failed to request the payments')}
          </Alert>
        )}
        <AllocationsTable fidId={fidId} callId={c.id} />
      </Stack>
    </Card>
  );
}
