import type { InvestmentWithOpportunity } from '@dl/contracts';
import { formatCurrency, formatDate } from '@dl/domain';
import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DataTableColumn } from '#web/components/kit/data-table/index.ts';
import { statusColor } from '#web/lib/status-color.ts';
import { needsSignature } from '../lib/needs-signature.ts';

/** Spec 4 colours (declined red, executed green, the others orange) in the tenant's theme. */
export function InvestmentStatusBadge({
  investment,
}: {
  investment: Pick<InvestmentWithOpportunity, 'status_label' | 'status_color'>;
}) {
  return (
    // A dot badge: the colour is on the dot and the text stays dark (a light badge's text is under 4.5:1).
    <Badge variant="dot" color={statusColor(investment.status_color)} tt="none" size="lg">
      {investment.status_label}
    </Badge>
  );
}

/** 'Sign' on a transaction waiting for my signature: it leads to the transaction, where the ceremony starts. */
function signColumn(detailHref: (id: string) => string): DataTableColumn<InvestmentWithOpportunity> {
  return {
    key: 'action',
    header: 'Action',
    hideHeader: true,
    cell: (row) =>
      needsSignature(row) ? (
        <Button
          component={Link}
          to={detailHref(row.id)}
          size="compact-sm"
          variant="light"
          leftSection={<IconSignature size={16} aria-hidden />}
          aria-label={`Sign ${row.opportunity.name}`}
        >
          Sign
        </Button>
      ) : null,
  };
}

/**
 * Columns of 'Latest Transactions'; sortable ones send the contract's ordering fields. `canSign`
 * (not a viewer) adds the Sign action on rows that wait for my signature.
 */
export function transactionColumns(
  detailHref: (id: string) => string,
  { canSign = false }: { canSign?: boolean } = {},
): DataTableColumn<InvestmentWithOpportunity>[] {
  return [
    {
      key: 'opportunity',
      header: 'Opportunity',
      sortField: 'opportunity_name',
      cell: (row) => (
        <Stack gap={0}>
          <Anchor component={Link} to={detailHref(row.id)} fw={600} size="sm">
            {row.opportunity.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {row.opportunity.issuer.name} · {row.entity.name}
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
    {
      key: 'status',
      header: 'Status',
      sortField: 'status',
      cell: (row) => <InvestmentStatusBadge investment={row} />,
    },
    {
      key: 'kind',
      header: 'Kind',
      cell: (row) => <Text size="sm">{row.opportunity.opportunity_type === 'PRIMARY' ? 'Primary' : 'Secondary'}</Text>,
    },
    {
      key: 'created_on',
      header: 'Created',
      sortField: 'created_on',
      cell: (row) => <Text size="sm">{formatDate(row.created_on)}</Text>,
    },
    ...(canSign ? [signColumn(detailHref)] : []),
  ];
}
