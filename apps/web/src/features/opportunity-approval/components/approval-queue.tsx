import type { ApprovalQueueItem } from '@dl/contracts';
import {
  DEFAULT_PAGE_SIZE,
  formatCurrency,
  formatDate,
  OPPORTUNITY_APPROVAL_LABELS,
  OPPORTUNITY_APPROVALS,
  OPPORTUNITY_LIFECYCLE,
} from '@dl/domain';
import { Anchor, Group, SegmentedControl, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserEdit } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListState } from '#web/components/display/list-state/index.ts';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useApprovalQueue } from '../api/approval-queue.ts';
import { LOAD_FAILED } from '../lib/labels.ts';
import { type QueueFilters, queueQuery, readQueueFilters, writeQueueFilters } from '../lib/queue-params.ts';
import { ApprovalBadge, LifecycleBadge } from './status-badges.tsx';

const APPROVAL_CHOICES = [
  { value: 'ALL', label: 'All' },
  ...OPPORTUNITY_APPROVALS.map((a) => ({ value: a, label: OPPORTUNITY_APPROVAL_LABELS[a] })),
];

const COLUMNS: DataTableColumn<ApprovalQueueItem>[] = [
  {
    key: 'name',
    header: 'Opportunity',
    sortField: 'name',
    cell: (row) => (
      <Stack gap={2}>
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={hrefFor('FidAdmin.Opportunity', { id: row.id })} fw={600}>
            {row.name}
          </Anchor>
          {row.edited_by_me && (
            <Tooltip label="You edited this opportunity">
              <IconUserEdit size={16} aria-label="You edited this opportunity" role="img" />
            </Tooltip>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {row.issuer.name}
        </Text>
      </Stack>
    ),
  },
  { key: 'approval', header: 'Approval', cell: (row) => <ApprovalBadge approval={row.approval_status} /> },
  { key: 'status', header: 'Status', cell: (row) => <LifecycleBadge status={row.status} /> },
  { key: 'size', header: 'Target raise', align: 'right', cell: (row) => formatCurrency(row.size) },
  { key: 'minimum', header: 'Minimum', align: 'right', cell: (row) => formatCurrency(row.minimum) },
  { key: 'modified_on', header: 'Last change', sortField: 'modified_on', cell: (row) => formatDate(row.modified_on) },
];

/** The approval queue (issue 15 point 5): filters kept in the address, the kit's paginated table. */
export function ApprovalQueue({ fidId }: { fidId: string }) {
  const [params, setParams] = useSearchParams();
  const filters = readQueueFilters(params);
  const [table, setTable] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE, ordering: null });
  const [name, setName] = useState(filters.name);
  const [debouncedName] = useDebouncedValue(name, 500);
  const apply = (next: Partial<QueueFilters>) => {
    setParams(writeQueueFilters({ ...filters, ...next }), { replace: true });
    setTable((t) => ({ ...t, page: 1 }));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text drives this
  useEffect(() => {
    if (debouncedName.trim() !== filters.name) apply({ name: debouncedName });
  }, [debouncedName]);
  const queue = useApprovalQueue(fidId, queueQuery(filters, table));

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Stack gap={4} w={{ base: '100%', sm: 'auto' }}>
          <Text size="sm" fw={500} id="approval-filter-label">
            Approval
          </Text>
          <SegmentedControl
            aria-labelledby="approval-filter-label"
            fullWidth
            data={APPROVAL_CHOICES}
            value={filters.approval}
            onChange={(value) => apply({ approval: value as QueueFilters['approval'] })}
          />
        </Stack>
        <Select
          label="Status"
          placeholder="Any status"
          data={[...OPPORTUNITY_LIFECYCLE]}
          value={filters.status}
          onChange={(value) => apply({ status: value as QueueFilters['status'] })}
          clearable
          w={{ base: '100%', xs: 200 }}
        />
        <TextInput
          label="Search by name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      <ListState
        query={queue}
        loadingLabel="Loading opportunities"
        errorFallback={LOAD_FAILED}
        empty={{
          title: 'Nothing waiting here',
          text: 'Opportunities that issuers send for review appear here, with their approval status.',
        }}
      />
      {queue.data && queue.data.count > 0 && (
        <DataTable
          caption="Opportunities for approval"
          columns={COLUMNS}
          rows={queue.data.results}
          total={queue.data.count}
          getRowKey={(row) => row.id}
          query={table}
          onQueryChange={setTable}
          loading={queue.isFetching}
          minWidth={760}
        />
      )}
    </Stack>
  );
}
