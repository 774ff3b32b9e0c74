import type { SystemNotificationItem } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE, SYSTEM_NOTIFICATION_KINDS, type SystemNotificationKind } from '@dl/domain';
import { Alert, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { formatDateTime } from '@dl/domain';
import { useSystemNotificationList } from '../api/system-notifications.ts';
import { LOAD_FAILED } from '../lib/panel-texts.ts';
import { SeverityBadge } from './severity-badge.tsx';

const ALL = 'All';
const KIND_FILTER = [ALL, ...SYSTEM_NOTIFICATION_KINDS];

const reported = (item: SystemNotificationItem) => (
  <Text size="sm" c="dimmed">
    <time dateTime={item.reported_at}>{formatDateTime(item.reported_at)}</time>
  </Text>
);

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
  { key: 'reported_at', header: 'Reported', width: 180, cell: reported },
];

/** Phones: one column with everything stacked, so the table never scrolls sideways. */
const phoneColumns: DataTableColumn<SystemNotificationItem>[] = [
  {
    key: 'notification',
    header: 'System notification',
    cell: (item) => (
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text size="sm" fw={600}>
            {item.title}
          </Text>
          <SeverityBadge severity={item.severity} size="xs" />
        </Group>
        <Text size="sm" c="dimmed">
          {item.message_details.details}
        </Text>
        <Group gap={6}>
          <Text size="sm">{item.kind}</Text>
          {reported(item)}
        </Group>
      </Stack>
    ),
  },
];

/** Spec 2 and 7 `system-notifications`: results and count, paging, a kind filter, severity colours. */
export function SystemNotificationTable({ fidId }: { fidId: string }) {
  const [kind, setKind] = useState<SystemNotificationKind | null>(null);
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const list = useSystemNotificationList(fidId, { page: paging.page, limit: paging.limit, kind });
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          Announcements, incidents and maintenance windows of the platform.
        </Text>
        <SegmentedControl
          aria-label="Kind"
          size={isPhone ? 'xs' : 'sm'}
          fullWidth={isPhone}
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
        columns={isPhone ? phoneColumns : columns}
        rows={list.data?.results ?? []}
        total={list.data?.count ?? 0}
        getRowKey={(item) => item.id}
        query={paging}
        onQueryChange={setPaging}
        loading={list.isFetching}
        minWidth={isPhone ? 0 : 680}
      />
    </Stack>
  );
}
