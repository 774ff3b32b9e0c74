import type { EngagementEvent } from '@dl/contracts';
import { formatDateTime } from '@dl/domain';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DataTableColumn, TableQuery } from '#web/components/kit/data-table/index.ts';
import { ManagedTable } from '#web/components/kit/managed-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useDeleteEvent, useEventList } from '../api/events.ts';
import { EventForm } from './event-form.tsx';

const COLUMNS: DataTableColumn<EngagementEvent>[] = [
  {
    key: 'title',
    header: 'Event',
    cell: (e) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {e.title}
        </Text>
        {e.opportunity_name ? (
          <Text size="xs" c="dimmed">
            {e.opportunity_name}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'when', header: 'When', cell: (e) => `${formatDateTime(e.starts_on)} – ${formatDateTime(e.ends_on)}` },
  { key: 'where', header: 'Where', cell: (e) => e.location ?? e.url ?? '' },
];

/**
 * The fund admin's events (fid-admin): every event by start, with New, Edit and Delete for those
 * who publish (`canPublish`); the investors' Events screen shows the same rows.
 */
export function EventAdminTable({ fidId, canPublish }: { fidId: string; canPublish: boolean }) {
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 10, ordering: null });
  const list = useEventList(fidId, { page: query.page, limit: query.limit });
  const remove = useDeleteEvent(fidId);
  const snackbar = useSnackbar();
  return (
    <ManagedTable
      caption="Events"
      noun="event"
      columns={COLUMNS}
      rows={list.data?.results ?? []}
      total={list.data?.count ?? 0}
      getRowKey={(e) => e.id}
      titleOf={(e) => e.title}
      query={query}
      onQueryChange={setQuery}
      loading={list.isFetching}
      error={list.isError ? errorText(list.error, 'Failed to load data') : null}
      canManage={canPublish}
      renderForm={(event, done) => (
        <EventForm
          key={event?.id ?? 'new'}
          fidId={fidId}
          event={event}
          onSaved={(saved) => {
            done();
            void snackbar.success(event ? 'Event saved.' : `${saved.title} is published.`);
          }}
        />
      )}
      onDelete={(event) =>
        remove.mutate(event.id, {
          onSuccess: () => void snackbar.success('Event deleted.'),
          onError: (error) => void snackbar.error(errorText(error, 'Failed to remove item')),
        })
      }
    />
  );
}
