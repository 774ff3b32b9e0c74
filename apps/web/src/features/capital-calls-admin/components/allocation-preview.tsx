import type { CapitalCallPreview } from '@dl/contracts';
import { Alert, Stack, Table, Text } from '@mantine/core';
import { money } from '../lib/labels.ts';

/** Lines shown before "and N more": the totals are exact whatever the size of the call. */
const SHOWN = 50;

/** What a call would allocate, with its rounding rule named, before it is confirmed. */
export function AllocationPreview({ preview }: { preview: CapitalCallPreview }) {
  const zero = preview.lines.filter((l) => l.amount === '0.00').length;
  return (
    <Stack gap="xs" aria-label="Allocation preview" role="region">
      <Text fw={600}>
        {money(preview.total)} over {preview.lines.length.toLocaleString('en-US')} investors (commitments{' '}
        {money(preview.commitments_total)})
      </Text>
      <Alert color="gray" variant="light" title="Rounding rule">
        Each investor's pro-rata share is rounded down to the cent; the cents left over go one each to the largest
        remainders ({preview.rounding_rule}), so the allocations add up to the call exactly.
      </Alert>
      <Table.ScrollContainer minWidth={360}>
        <Table aria-label="Allocation by investor">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Investor</Table.Th>
              <Table.Th ta="right">Commitment</Table.Th>
              <Table.Th ta="right">Amount called</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.lines.slice(0, SHOWN).map((line) => (
              <Table.Tr key={line.investment_id}>
                <Table.Td>{line.entity_name}</Table.Td>
                <Table.Td ta="right">{money(line.commitment)}</Table.Td>
                <Table.Td ta="right">{money(line.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {preview.lines.length > SHOWN && (
        <Text size="sm" c="dimmed">
          and {(preview.lines.length - SHOWN).toLocaleString('en-US')} more investors
        </Text>
      )}
      {zero > 0 && (
        <Text size="sm" c="dimmed">
          {zero} investors are allocated $0.00 and get no notice.
        </Text>
      )}
    </Stack>
  );
}
