import type { Resource } from '@dl/contracts';
import { formatDate } from '@dl/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DataTableColumn, TableQuery } from '#web/components/kit/data-table/index.ts';
import { ManagedTable } from '#web/components/kit/managed-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useDeleteResource, useResourceList } from '../api/resources.ts';
import { ResourceForm } from './resource-form.tsx';

const COLUMNS: DataTableColumn<Resource>[] = [
  {
    key: 'title',
    header: 'Resource',
    cell: (r) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {r.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {r.kind === 'LINK' ? r.url : r.file_name}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'kind',
    header: 'Kind',
    cell: (r) => (
      <Badge variant="dot" color={r.kind === 'LINK' ? 'blue' : 'gray'} tt="none">
        {r.kind === 'LINK' ? 'Link' : 'Document'}
      </Badge>
    ),
  },
  { key: 'category', header: 'Category', cell: (r) => r.category },
  { key: 'created', header: 'Added', cell: (r) => formatDate(r.created_on) },
];

/** The fund admin's resources (fid-admin): newest first, with New, Edit and Delete for publishers. */
export function ResourceAdminTable({ fidId, canPublish }: { fidId: string; canPublish: boolean }) {
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 10, ordering: null });
  const list = useResourceList(fidId, { page: query.page, limit: query.limit });
  const remove = useDeleteResource(fidId);
  const snackbar = useSnackbar();
  return (
    <ManagedTable
      caption="Resources"
      noun="resource"
      columns={COLUMNS}
      rows={list.data?.results ?? []}
      total={list.data?.count ?? 0}
      getRowKey={(r) => r.id}
      titleOf={(r) => r.title}
      query={query}
      onQueryChange={setQuery}
      loading={list.isFetching}
      error={list.isError ? errorText(list.error, 'Failed to load data') : null}
      canManage={canPublish}
      renderForm={(resource, done) => (
        <ResourceForm
          key={resource?.id ?? 'new'}
          fidId={fidId}
          resource={resource}
          onSaved={(saved) => {
            done();
            void snackbar.success(resource ? 'Resource saved.' : `${saved.title} is published.`);
          }}
        />
      )}
      onDelete={(resource) =>
        remove.mutate(resource.id, {
          onSuccess: () => void snackbar.success('Resource deleted.'),
          onError: (error) => void snackbar.error(errorText(error, 'Failed to remove item')),
        })
      }
    />
  );
}
