import '@mantine/charts/styles.css';
import type { CapSummary } from '@dl/contracts';
import { PieChart } from '@mantine/charts';
import { Box, Center, Stack, Table, Text } from '@mantine/core';
import { paletteColor } from '#web/components/display/charts/chart-types.ts';
import { formatPercent, formatShares, percentForDrawing } from '../lib/format.ts';

/**
 * Ownership by class under the chosen definition: the pie is a drawing (its numbers are for drawing
 * only, hidden from screen readers) and the table beside it says the same with the exact figures.
 */
export function ClassSummary({ summary }: { summary: CapSummary }) {
  const slices = summary.classes
    .map((c, i) => ({ name: c.name, value: percentForDrawing(c.percent_fully_diluted), color: paletteColor(i) }))
    .filter((slice) => slice.value > 0);
  return (
    <Stack gap="md">
      <Center aria-hidden>
        {slices.length > 0 ? (
          <PieChart
            data={slices}
            size={180}
            withLabels
            labelsType="percent"
            labelsPosition="outside"
            withTooltip
            tooltipDataSource="segment"
            valueFormatter={(n) => `${n}%`}
            accessibilityLayer={false}
            pieProps={{ rootTabIndex: -1 }}
          />
        ) : (
          <Text c="dimmed">No shares yet</Text>
        )}
      </Center>
      <Box>
        <Table.ScrollContainer
          minWidth={640}
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Ownership by class (scrolls sideways)' },
          }}
        >
          <Table aria-label="Ownership by class" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Class</Table.Th>
                <Table.Th ta="right">Authorized</Table.Th>
                <Table.Th ta="right">Issued</Table.Th>
                <Table.Th ta="right">Outstanding</Table.Th>
                <Table.Th ta="right">Fully diluted</Table.Th>
                <Table.Th ta="right">% fully diluted</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.classes.map((c, i) => (
                <Table.Tr key={c.class_id ?? `${c.kind}-${c.name}`}>
                  <Table.Td>
                    <Box
                      component="span"
                      display="inline-block"
                      w={10}
                      h={10}
                      mr={6}
                      bg={paletteColor(i)}
                      style={{ borderRadius: 2 }}
                      aria-hidden
                    />
                    {c.name}
                  </Table.Td>
                  <Table.Td ta="right">{formatShares(c.authorized)}</Table.Td>
                  <Table.Td ta="right">{formatShares(c.issued)}</Table.Td>
                  <Table.Td ta="right">{formatShares(c.outstanding)}</Table.Td>
                  <Table.Td ta="right">{formatShares(c.fully_diluted)}</Table.Td>
                  <Table.Td ta="right">{formatPercent(c.percent_fully_diluted)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">Total</Table.Th>
                <Table.Td />
                <Table.Td ta="right" fw={600}>
                  {formatShares(summary.totals.issued)}
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatShares(summary.totals.outstanding)}
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatShares(summary.totals.fully_diluted)}
                </Table.Td>
                <Table.Td />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Box>
    </Stack>
  );
}
