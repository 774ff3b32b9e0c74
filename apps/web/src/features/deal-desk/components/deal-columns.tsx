import type { InvestmentWithOpportunity } from '@dl/contracts';
import { formatCurrency, formatDate } from '@dl/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from '#web/components/kit/data-table/index.ts';
import { DealStatusBadge } from './deal-status-badge.tsx';

/** Columns of the deals list; sortable ones send the contract's ordering fields. */
export function dealColumns(dealHref: (id: string) => string): DataTableColumn<InvestmentWithOpportunity>[] {
  return [
    {
      key: 'investor',
      header: 'Investor',
      sortField: 'entity_name',
      cell: (row) => (
        <Anchor
          component={Link}
          to={dealHref(row.id)}
          fw={600}
          size="sm"
          aria-label={`Deal of ${row.entity.name} in ${row.opportunity.name}`}
        >
          {row.entity.name}
        </Anchor>
      ),
    },
    {
      key: 'opportunity',
      header: 'Opportunity',
      sortField: 'opportunity_name',
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.opportunity.name}</Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {row.opportunity.issuer.name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      sortField: 'amount',
      align: 'right',
      cell: (row) => <Text size="sm">{formatCurrency(row.amount, { abbreviate: false })}</Text>,
    },
    { key: 'status', header: 'Status', sortField: 'status', cell: (row) => <DealStatusBadge deal={row} /> },
    {
      key: 'created_on',
      header: 'Created',
      sortField: 'created_on',
      cell: (row) => <Text size="sm">{formatDate(row.created_on)}</Text>,
    },
  ];
}
