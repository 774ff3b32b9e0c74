import type { OpportunityCall } from '@dl/contracts';
import { formatDate } from '@dl/domain';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { ListState } from '#web/components/display/list-state/index.ts';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { useOpportunityCalls } from '../api/capital-calls.ts';
import { CALL_STATUS_TEXT, LOAD_FAILED, money } from '../lib/labels.ts';

export interface CallsTableProps {
  fidId: string;
  selectedId: string | null;
  onSelect: (callId: string) => void;
}

const callName = (call: OpportunityCall) => `${call.opportunity_name} call ${call.call_number}`;

/** Every call of the fiduciary with due vs received, newest first. */
export function CallsTable({ fidId, selectedId, onSelect }: CallsTableProps) {
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: 10, ordering: null });
  const calls = useOpportunityCalls(fidId, query);
  const columns: DataTableColumn<OpportunityCall>[] = [
    {
      key: 'call',
      header: 'Call',
      cell: (call) => (
        <Anchor
          component="button"
          type="button"
          onClick={() => onSelect(call.id)}
          fw={call.id === selectedId ? 700 : 500}
          aria-current={call.id === selectedId ? 'true' : undefined}
          ta="left"
        >
          {callName(call)}
        </Anchor>
      ),
    },
    { key: 'due_date', header: 'Due date', sortField: 'due_date', cell: (call) => formatDate(call.due_date) },
    { key: 'amount', header: 'Due', sortField: 'amount', align: 'right', cell: (call) => money(call.amount) },
    { key: 'received', header: 'Received', align: 'right', cell: (call) => money(call.received) },
    {
      key: 'status',
      header: 'Status',
      cell: (call) => (
        <Badge variant="dot" color={call.status === 'COMPLETED' ? 'green' : 'orange'} tt="none">
          {CALL_STATUS_TEXT[call.status]}
        </Badge>
      ),
    },
    {
      key: 'investors',
      header: 'Investors',
      align: 'right',
      cell: (call) => <Text size="sm">{call.investors.toLocaleString('en-US')}</Text>,
    },
  ];
  return (
    <Stack gap="sm">
      {calls.data && calls.data.count > 0 ? (
        <DataTable
          caption="Capital calls"
          columns={columns}
          rows={calls.data.results}
          total={calls.data.count}
          getRowKey={(call) => call.id}
          query={query}
          onQueryChange={setQuery}
          loading={calls.isFetching}
          minWidth={720}
        />
      ) : (
        <ListState
          query={calls}
          loadingLabel="Loading capital calls"
          errorFallback={LOAD_FAILED}
          empty={{
            icon: IconCoins,
            title: 'No capital calls yet',
            text: 'Calls made on an opportunity appear here with what is due and what has been received.',
          }}
        />
      )}
    </Stack>
  );
}
