import type { PortfolioSummary } from '@dl/contracts';
import { formatCurrency } from '@dl/domain';
import { Box, Card, Table, Text, Title } from '@mantine/core';

type Bucket = PortfolioSummary['by_sector'][number];

const money = (amount: string) => formatCurrency(amount, { abbreviate: false });

/** One breakdown of the summary (by sector, stage or type) as a plain table: exact sums, no rounding. */
export function BucketTable({
  title,
  keyLabel,
  buckets,
}: {
  title: string;
  keyLabel: string;
  buckets: readonly Bucket[];
}) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {buckets.length === 0 ? (
        <Text c="dimmed">No data</Text>
      ) : (
        // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
        <Box tabIndex={0} role="region" aria-label={`${title}, scrollable`} style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="xs" aria-label={title} miw={420}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{keyLabel}</Table.Th>
                <Table.Th ta="right">Positions</Table.Th>
                <Table.Th ta="right">Invested</Table.Th>
                <Table.Th ta="right">Current value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {buckets.map((b) => (
                <Table.Tr key={b.key}>
                  <Table.Td>{b.key}</Table.Td>
                  <Table.Td ta="right">{b.positions}</Table.Td>
                  <Table.Td ta="right">{money(b.cost)}</Table.Td>
                  <Table.Td ta="right">{money(b.current_value)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Card>
  );
}
