import type { SecurityRow } from '@dl/contracts';
import { formatDate } from '@dl/domain';
import { Anchor, Badge, Checkbox, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from '#web/components/kit/data-table/index.ts';
import { formatPrice, formatShares } from '../lib/format.ts';
import { KIND_LABELS, STATUS_LABELS } from '../lib/labels.ts';
import { ReadinessBadge } from './readiness-badge.tsx';

const STATUS_COLOR = { draft: 'gray.8', issued: 'green.9', ended: 'red.9' } as const;

export function StatusBadge({ status }: { status: SecurityRow['status'] }) {
  return (
    <Badge variant="dot" color={STATUS_COLOR[status]}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export interface SecurityColumnsOptions {
  href: (id: string) => string;
  /** Administrators pick drafts to issue. */
  selection?: { selected: ReadonlySet<string>; toggle: (id: string, on: boolean) => void };
}

export function securityColumns({ href, selection }: SecurityColumnsOptions): DataTableColumn<SecurityRow>[] {
  const pick: DataTableColumn<SecurityRow>[] = selection
    ? [
        {
          key: 'select',
          header: 'Select drafts to issue',
          hideHeader: true,
          width: 40,
          cell: (row) =>
            row.status === 'draft' ? (
              <Checkbox
                aria-label={`Select ${row.id}`}
                checked={selection.selected.has(row.id)}
                onChange={(e) => selection.toggle(row.id, e.currentTarget.checked)}
              />
            ) : null,
        },
      ]
    : [];
  return [
    ...pick,
    {
      key: 'id',
      header: 'Security',
      cell: (row) => (
        <Stack gap={2}>
          <Anchor component={Link} to={href(row.id)} fw={600}>
            {row.id}
          </Anchor>
          <Text size="xs" c="dimmed">
            {KIND_LABELS[row.kind]}
          </Text>
        </Stack>
      ),
    },
    { key: 'holder', header: 'Stakeholder', cell: (row) => row.stakeholder_name ?? '—' },
    { key: 'quantity', header: 'Quantity', align: 'right', cell: (row) => formatShares(row.quantity) },
    { key: 'price', header: 'Price', align: 'right', cell: (row) => formatPrice(row.price) },
    { key: 'issue_date', header: 'Issue date', cell: (row) => formatDate(row.issue_date) || '—' },
    { key: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'readiness',
      header: 'Readiness',
      cell: (row) =>
        row.status === 'draft' ? (
          <ReadinessBadge
            ready={row.readiness.ready}
            label={row.readiness.label}
            missing={row.readiness.missing}
            securityId={row.id}
          />
        ) : (
          '—'
        ),
    },
  ];
}
