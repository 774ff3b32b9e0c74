import type { TenantRow } from '@dl/contracts';
import { formatDate } from '@dl/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DataTableColumn } from '#web/components/kit/data-table/index.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { formatCount } from '../lib/labels.ts';
import { formatStorage } from '../lib/storage-size.ts';
import { TenantStatusBadge } from './tenant-status-badge.tsx';

/** Hosts shown in a row; the rest are counted ('+2'). */
const HOSTS_SHOWN = 2;

function NameCell({ row }: { row: TenantRow }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={hrefFor('TrellisAdmin.Tenant', { id: row.id })} fw={600} size="sm">
        {row.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {row.slug}
        {row.mpid ? ` · MPID ${row.mpid}` : ''}
      </Text>
    </Stack>
  );
}

function HostsCell({ hosts }: { hosts: readonly string[] }) {
  if (hosts.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No host
      </Text>
    );
  const more = hosts.length - HOSTS_SHOWN;
  return (
    <Stack gap={0}>
      {hosts.slice(0, HOSTS_SHOWN).map((host) => (
        <Text key={host} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {host}
        </Text>
      ))}
      {more > 0 && (
        <Text size="xs" c="dimmed">
          +{more} more
        </Text>
      )}
    </Stack>
  );
}

const count = (key: string, header: string, value: (row: TenantRow) => number): DataTableColumn<TenantRow> => ({
  key,
  header,
  align: 'right',
  cell: (row) => formatCount(value(row)),
});

/** The tenants table: name and created sort on the server (TENANT_ORDERINGS). */
export const TENANT_COLUMNS: DataTableColumn<TenantRow>[] = [
  { key: 'name', header: 'Name', sortField: 'name', cell: (row) => <NameCell row={row} /> },
  { key: 'hosts', header: 'Hosts', cell: (row) => <HostsCell hosts={row.hosts} /> },
  { key: 'status', header: 'Status', cell: (row) => <TenantStatusBadge status={row.status} /> },
  count('users', 'Users', (row) => row.counts.users),
  count('investors', 'Investors', (row) => row.counts.investors),
  count('opportunities', 'Opportunities', (row) => row.counts.opportunities),
  count('open_deals', 'Open deals', (row) => row.counts.open_deals),
  { key: 'storage', header: 'Storage', align: 'right', cell: (row) => formatStorage(row.counts.storage_bytes) },
  { key: 'created', header: 'Created', sortField: 'created', cell: (row) => formatDate(row.created_on) },
];

/** Phones: one stacked column, so the table never scrolls sideways. */
export const PHONE_TENANT_COLUMNS: DataTableColumn<TenantRow>[] = [
  {
    key: 'tenant',
    header: 'Tenant',
    sortField: 'name',
    cell: (row) => (
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <NameCell row={row} />
          <TenantStatusBadge status={row.status} />
        </Group>
        <HostsCell hosts={row.hosts} />
        <Text size="xs">
          {formatCount(row.counts.users)} users · {formatCount(row.counts.investors)} investors ·{' '}
          {formatCount(row.counts.opportunities)} opportunities · {formatCount(row.counts.open_deals)} open deals
        </Text>
        <Text size="xs" c="dimmed">
          {formatStorage(row.counts.storage_bytes)} stored · created {formatDate(row.created_on)}
        </Text>
      </Stack>
    ),
  },
];
