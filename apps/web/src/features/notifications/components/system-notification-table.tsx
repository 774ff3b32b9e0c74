import type { SystemNotificationItem } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE, SYSTEM_NOTIFICATION_KINDS, type SystemNotificationKind } from '@dl/domain';
import { Alert, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type TableQuery } from '../../../components/kit/data-table/index.ts';
import { errorText } from '../../../lib/api-error.ts';
import { formatDateTime } from '@dl/domain';
import { useSystemNotificationList } from '../api/system-notifications.ts';
import { LOAD_FAILED } from '../lib/panel-texts.ts';
import { SeverityBadge } from './severity-badge.tsx';

const ALL = 'All';
const KIND_FILTER = [ALL, ...SYSTEM_NOTIFICATION_KINDS];

const columns: DataTableColumn<SystemNotificationItem>[] = [
  {
    key: 'title',
    header: 'Title',
    cell: (item) => (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {item.title}
        </Text>
        <Text size="sm" c="dimmed">
          {item.message_details.details}
        </Text>
      </Stack>
    ),
  },
  { key: 'kind', header: 'Kind', width: 130, cell: (item) => <Text size="sm">{item.kind}</Text> },
  { key: 'severity', header: 'Severity', width: 130, cell: (item) => <SeverityBadge severity={item.severity} /> },
  {
    key: 'reported_at',
    header: 'Reported',
    width: 180,
    cell: (item) => (
      <Text size="sm" c="dimmed">
        <time dateTime={item.reported_at}>{formatDateTime(item.reported_at)}</time>
      </Text>
    ),
  },
];

/** Spec 2 and 7 `system-notifications`: results and count, paging, a kind filter, severity colours. */
export function SystemNotificationTable({ fidId }: { fidId: string }) {
  const [kind, setKind] = useState<SystemNotificationKind | null>(null);
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const list = useSystemNotificationList(fidId, { page: paging.page, limit: paging.limit, kind });
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          Announcements, incidents and maintenance windows of the platform.
        </Text>
        <SegmentedControl
          aria-label="Kind"
          value={kind ?? ALL}
          data={KIND_FILTER}
          onChange={(value) => {
            setKind(value === ALL ? null : (value as SystemNotificationKind));
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        />
      </Group>
      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(list.error, LOAD_FAILED)}
        </Alert>
      )}
      <DataTable
        caption="System notifications"
        columns={columns}
        rows={list.data?.results ?? []}
        total={list.data?.count ?? 0}
        getRowKey={(item) => item.id}
        query={paging}
        onQueryChange={setPaging}
        loading={list.isFetching}
        minWidth={680}
      />
    </Stack>
  );
}
