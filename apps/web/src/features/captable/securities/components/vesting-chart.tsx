import '@mantine/charts/styles.css';
import type { SecurityDetail } from '@dl/contracts';
import { formatDate } from '@dl/domain';
import { LineChart } from '@mantine/charts';
import { Box, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { formatShares, roundingText } from '../lib/format.ts';

type Schedule = NonNullable<SecurityDetail['schedule']>;

/**
 * Cumulative vested shares by date (the drawing) with the installments as a table, which is what
 * screen readers read and where the exact figures are: the chart's numbers are for drawing only.
 */
export function VestingChart({ schedule }: { schedule: Schedule }) {
  const points = schedule.installments.map((i) => ({ date: formatDate(i.date), vested: Number(i.vested) }));
  return (
    <Stack gap="sm">
      <Group gap="lg" wrap="wrap">
        <Text size="sm">
          Vested today: <strong>{formatShares(schedule.vested_today.value)}</strong>{' '}
          <Text span size="xs" c="dimmed">
            ({roundingText(schedule.vested_today.rounding)})
          </Text>
        </Text>
        <Text size="xs" c="dimmed">
          Installments: {roundingText(schedule.rounding)}
        </Text>
      </Group>
      {points.length > 1 && (
        <Box aria-hidden>
          <LineChart
            h={220}
            data={points}
            dataKey="date"
            series={[{ name: 'vested', label: 'Vested (cumulative)', color: 'blue.7' }]}
            valueFormatter={(n) => n.toLocaleString('en-US')}
            tickLine="y"
            gridAxis="y"
            curveType="stepAfter"
            accessibilityLayer={false}
          />
        </Box>
      )}
      <ScrollArea.Autosize
        mah={260}
        type="auto"
        viewportProps={{ tabIndex: 0, 'aria-label': 'Vesting installments (scrolls)' }}
      >
        <Table aria-label="Vesting installments" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th ta="right">Vests</Table.Th>
              <Table.Th ta="right">Vested (cumulative)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schedule.installments.map((i) => (
              <Table.Tr key={i.date}>
                <Table.Td>{formatDate(i.date)}</Table.Td>
                <Table.Td ta="right">{formatShares(i.amount)}</Table.Td>
                <Table.Td ta="right">{formatShares(i.vested)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}
