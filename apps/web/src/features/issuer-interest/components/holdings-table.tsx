import { Alert, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorText } from '#web/lib/api-error.ts';
import { useIssuerHoldings } from '../api/interest.ts';
import { INTEREST_TEXTS } from '../lib/labels.ts';
import { exactMoney } from '../lib/money.ts';

/**
 * The company's executed investments per security (issue 16 point 7, until the cap-table portal
 * lands): opportunity, security, investors and the exact amount, with the exact total.
 */
export function HoldingsTable({ fidId, issuerId }: { fidId: string; issuerId: string | null }) {
  const holdings = useIssuerHoldings(fidId, issuerId);
  if (holdings.isPending)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading executed investments">
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  if (holdings.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(holdings.error, INTEREST_TEXTS.loadFailed)}
      </Alert>
    );
  const { results, total } = holdings.data;
  if (results.length === 0)
    return (
      <Text size="sm" c="dimmed" role="status">
        {INTEREST_TEXTS.noHoldings}
      </Text>
    );
  return (
    <Table.ScrollContainer
      minWidth={600}
      scrollAreaProps={{
        viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Executed investments (scrolls sideways)' },
      }}
    >
      <Table aria-label="Executed investments per security" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Opportunity</Table.Th>
            <Table.Th>Security</Table.Th>
            <Table.Th ta="right">Investors</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.map((row) => (
            <Table.Tr key={`${row.opportunity.id}-${row.security_type ?? 'none'}`}>
              <Table.Td>{row.opportunity.name}</Table.Td>
              <Table.Td>{row.security_label}</Table.Td>
              <Table.Td ta="right">{row.investors.toLocaleString('en-US')}</Table.Td>
              <Table.Td ta="right">{exactMoney(row.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={3}>
              Total
            </Table.Th>
            <Table.Th ta="right">{exactMoney(total)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
