import type { NotificationItem } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE, type NotificationKind } from '@dl/domain';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useNotificationList } from '../api/notifications.ts';
import { useMarkShownRead } from '../hooks/use-mark-shown-read.ts';
import { useOpenNotification } from '../hooks/use-open-notification.ts';
import { notificationHref } from '../lib/navigate-target.ts';
import { notificationTime } from '../lib/notification-time.ts';
import { LOAD_FAILED, PANEL_TABS } from '../lib/panel-texts.ts';

export interface NotificationTableProps {
  fidId: string;
  /** Absent: every stored message, titled Notifications (the investor portal, ADR 0033). */
  kind?: NotificationKind | undefined;
}

/** One kind (Actions or Notifications), or all, of the caller's stored notifications, paged (spec 2, 9). */
export function NotificationTable({ fidId, kind }: NotificationTableProps) {
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const list = useNotificationList(fidId, { kind, page: paging.page, limit: paging.limit });
  useMarkShownRead(fidId, list.data?.results);
  const open = useOpenNotification();
  const now = useNow().getTime();
  const headingId = useId();
  const { label, empty } = PANEL_TABS[kind ?? 'NOTIFICATION'];
  // Phones show the time under the message: no sideways scrolling.
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const time = (item: NotificationItem) => (
    <Text size="sm" c="dimmed">
      <time dateTime={item.created_on}>{notificationTime(item.created_on, now)}</time>
    </Text>
  );
  const message: DataTableColumn<NotificationItem> = {
    key: 'message',
    header: 'Message',
    cell: (item) => (
      <Stack gap={2}>
        <Group gap="xs" wrap="nowrap">
          {notificationHref(item) ? (
            <Anchor component="button" type="button" size="sm" ta="left" onClick={() => open(item)}>
              {item.message}
            </Anchor>
          ) : (
            <Text size="sm">{item.message}</Text>
          )}
          {item.read_on === null && (
            <Badge size="xs" color="danger" variant="light" c="danger.9">
              New
            </Badge>
          )}
        </Group>
        {isPhone && time(item)}
      </Stack>
    ),
  };
  const columns: DataTableColumn<NotificationItem>[] = isPhone
    ? [message]
    : [message, { key: 'created_on', header: 'Received', width: 190, cell: time }];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {label}
        </Title>
        {list.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(list.error, LOAD_FAILED)}
          </Alert>
        )}
        <DataTable
          caption={label}
          columns={columns}
          rows={list.data?.results ?? []}
          total={list.data?.count ?? 0}
          getRowKey={(item) => item.id}
          query={paging}
          onQueryChange={setPaging}
          loading={list.isFetching}
          emptyText={empty}
          minWidth={isPhone ? 0 : 420}
        />
      </Stack>
    </Paper>
  );
}
