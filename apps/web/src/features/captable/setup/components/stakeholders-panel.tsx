import type { Stakeholder } from '@dl/contracts';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { useStakeholders } from '../api/setup-api.ts';
import { STAKEHOLDER_TYPE_LABELS } from '../lib/labels.ts';
import { StakeholderForm } from './stakeholder-form.tsx';
import { type CapParams, LoadError, CsvButton } from '#web/features/captable/core/index.ts';

export const CAP_PAGE_SIZES = [10, 25, 50, 100] as const;

/** The company's stakeholders: searched and paged on the server; editors add and edit them. */
export function StakeholdersPanel({ params, canEdit }: { params: CapParams; canEdit: boolean }) {
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 25 });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<Stakeholder | 'new' | null>(null);
  const list = useStakeholders(params, {
    page: query.page,
    itemsPerPage: query.limit,
    search: debounced || undefined,
  });
  const columns: DataTableColumn<Stakeholder>[] = [
    { key: 'name', header: 'Name', cell: (s) => <Text fw={600}>{s.name}</Text> },
    { key: 'type', header: 'Type', cell: (s) => STAKEHOLDER_TYPE_LABELS[s.stakeholder_type] },
    { key: 'email', header: 'Email', cell: (s) => s.email ?? '—' },
    { key: 'relationship', header: 'Relation', cell: (s) => s.relationship ?? '—' },
    { key: 'id', header: 'Id', cell: (s) => s.id },
  ];
  if (canEdit)
    columns.push({
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (s) => (
        <Button size="xs" variant="default" aria-label={`Edit ${s.name}`} onClick={() => setEditing(s)}>
          Edit
        </Button>
      ),
    });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name or email"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setQuery((q) => ({ ...q, page: 1 }));
          }}
          w={{ base: '100%', xs: 280 }}
        />
        <Group gap="sm">
          <CsvButton params={params} table="stakeholders" />
          {canEdit && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              Add stakeholder
            </Button>
          )}
        </Group>
      </Group>
      {list.isError ? (
        <LoadError error={list.error} />
      ) : (
        <DataTable
          caption="Stakeholders"
          columns={columns}
          rows={list.data?.results ?? []}
          total={list.data?.count ?? 0}
          getRowKey={(s) => s.id}
          query={query}
          onQueryChange={setQuery}
          loading={list.isFetching}
          pageSizes={CAP_PAGE_SIZES}
          emptyText={debounced ? 'No stakeholder matches the search.' : 'No stakeholder yet.'}
        />
      )}
      <SideModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New stakeholder' : 'Edit stakeholder'}
      >
        {editing !== null && (
          <StakeholderForm
            params={params}
            stakeholder={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </SideModal>
    </Stack>
  );
}
