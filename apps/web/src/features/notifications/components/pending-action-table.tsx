import type { PendingAction } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE, formatDate } from '@dl/domain';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { pendingActionHref, usePendingActions } from '#web/components/pending-actions/use-pending-actions.ts';
import { LOAD_FAILED, PANEL_TABS } from '../lib/panel-texts.ts';

const keyOf = (a: PendingAction) => `${a.kind}-${a.subject_id}-${a.payment_id ?? ''}`;

/**
 * Every pending action of the caller (`GET investors/actions`), paged: the list whose first items the
 * bell's Actions tab and the dashboard's Actions card show, and whose count is Pending actions.
 */
export function PendingActionTable({ fidId }: { fidId: string }) {
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const list = usePendingActions(fidId, { page: paging.page, limit: paging.limit });
  const headingId = useId();
  const { label, empty } = PANEL_TABS.ACTION;
  const columns: DataTableColumn<PendingAction>[] = [
    {
      key: 'text',
      header: 'Action',
      cell: (a) => (
        <Anchor component={Link} to={pendingActionHref(a)} size="sm">
          {a.text}
        </Anchor>
      ),
    },
    {
      key: 'since',
      header: 'Waiting since',
      width: 150,
      cell: (a) => (
        <Text size="sm" c="dimmed">
          <time dateTime={a.since}>{formatDate(a.since)}</time>
        </Text>
      ),
    },
  ];
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
          getRowKey={keyOf}
          query={paging}
          onQueryChange={setPaging}
          loading={list.isFetching}
          emptyText={empty}
          minWidth={0}
        />
      </Stack>
    </Paper>
  );
}
