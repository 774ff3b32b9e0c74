import type { EquityPlan } from '@dl/contracts';
import { captable } from '@dl/domain';
import { Group, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { day, shares } from '../lib/format.ts';
import { periodText, TERMINATION_REASONS } from '../lib/labels.ts';

/** The pool's share of each part, rounded half up to one decimal of a percent (display only). */
const POOL_ROUNDING = 'Percentages of the pool rounded half up to one decimal place (display only).';

function Figure({ label, value, color }: { label: string; value: string; color: string }) {
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <span
          aria-hidden
          style={{ width: 10, height: 10, borderRadius: 2, background: color, display: 'inline-block' }}
        />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Group>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Stack>
  );
}

/** Reserved, granted, exercised and available shares of a plan: the exact figures and a bar of the pool. */
export function PlanPool({ plan }: { plan: EquityPlan }) {
  const parts = [
    { label: 'Granted', value: plan.granted, color: 'var(--mantine-color-blue-7)' },
    { label: 'Exercised', value: plan.exercised, color: 'var(--mantine-color-teal-7)' },
    { label: 'Available', value: plan.available, color: 'var(--mantine-color-gray-4)' },
  ];
  const pct = (part: string) => captable.exact.percent(part, plan.reserved, 1);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure label="Reserved" value={shares(plan.reserved)} color="transparent" />
        {parts.map((p) => (
          <Figure key={p.label} label={p.label} value={`${shares(p.value)} (${pct(p.value)})`} color={p.color} />
        ))}
      </SimpleGrid>
      <Progress.Root size="xl" aria-hidden>
        {parts.map((p) => (
          // The bar is a drawing: its widths are the rounded percentages above, read as numbers.
          <Progress.Section key={p.label} value={Number.parseFloat(pct(p.value))} color={p.color} />
        ))}
      </Progress.Root>
      <Text size="xs" c="dimmed">
        {POOL_ROUNDING}
      </Text>
    </Stack>
  );
}

/** The exercise window after termination for each of the six reasons of spec 9. */
export function ExerciseWindows({ plan }: { plan: EquityPlan }) {
  return (
    <Table aria-label="Exercise windows after termination" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Reason the service ended</Table.Th>
          <Table.Th>Window to exercise</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {TERMINATION_REASONS.map(({ reason, label }) => {
          const window = plan.exercise_windows[reason];
          return (
            <Table.Tr key={reason}>
              <Table.Td>{label}</Table.Td>
              <Table.Td>{window ? periodText(window.period, window.unit) : 'Not set by the plan'}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Each change of the pool: date, new size and the ledger transaction. */
export function Amendments({ plan }: { plan: EquityPlan }) {
  if (plan.amendments.length === 0) return <Text size="sm">The pool has not been amended.</Text>;
  return (
    <Table aria-label="Pool amendments" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th ta="right">Pool size</Table.Th>
          <Table.Th>Transaction</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {plan.amendments.map((a) => (
          <Table.Tr key={a.tx_id}>
            <Table.Td>{day(a.date)}</Table.Td>
            <Table.Td ta="right">{shares(a.reserved)}</Table.Td>
            <Table.Td>{a.tx_id}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
