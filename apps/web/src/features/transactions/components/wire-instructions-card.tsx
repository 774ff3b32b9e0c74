import { formatCurrency, formatDate } from '@dl/domain';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useWireInstructions } from '../api/payments.ts';

function Line({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** Where to wire the money: the fiduciary's record (issue 5) and the reference to quote. */
export function WireInstructionsCard({ fidId, investmentId }: { fidId: string; investmentId: string }) {
  const wire = useWireInstructions(fidId, investmentId);
  if (!wire.data) return null;
  const w = wire.data.wire_instructions;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Wire instructions
        </Title>
        {w ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Line label="Bank" value={w.bank_name} />
            <Line label="Bank address" value={w.bank_address} />
            <Line label="Account name" value={w.account_name} />
            <Line label="Account number" value={w.account_number} />
            <Line label="Routing number" value={w.routing_number} />
            <Line label="SWIFT" value={w.swift_code} />
            <Line label="Reference to quote" value={wire.data.reference} />
            <Line label="Amount" value={formatCurrency(wire.data.amount, { abbreviate: false })} />
          </SimpleGrid>
        ) : (
          <Text c="dimmed">Your fiduciary has not recorded wire instructions yet.</Text>
        )}
        {w?.instructions && <Text size="sm">{w.instructions}</Text>}
        {w ? (
          <Text size="xs" c="dimmed">
            Verified by your fiduciary on {formatDate(w.verified_on ?? w.modified_on)}. If anyone asks you to wire
            elsewhere, check with your fiduciary first.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
