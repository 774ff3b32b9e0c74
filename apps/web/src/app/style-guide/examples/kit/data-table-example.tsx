import { DEFAULT_PAGE_SIZE, formatCurrency } from '@dl/domain';
import { Badge, Group, Stack, Switch, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  applyClientQuery,
  DataTable,
  type DataTableColumn,
  type TableQuery,
} from '#web/components/kit/data-table/index.ts';
import { type SampleInvestor, sampleInvestors } from './sample-people.ts';

const INVESTORS = sampleInvestors(137);
const STATUS_COLORS: Record<SampleInvestor['status'], string> = {
  Approved: 'green',
  KYC: 'blue',
  Form: 'blue',
  Open: 'gray',
  Sent: 'gray',
  Denied: 'red',
};

const COLUMNS: DataTableColumn<SampleInvestor>[] = [
  {
    key: 'name',
    header: 'Investor',
    sortField: 'name',
    cell: (i) => (
      <Text size="sm" fw={600}>
        {i.name}
      </Text>
    ),
  },
  { key: 'city', header: 'City', sortField: 'city', cell: (i) => i.city },
  {
    key: 'status',
    header: 'Invitation',
    cell: (i) => (
      <Badge variant="dot" color={STATUS_COLORS[i.status]} tt="none">
        {i.status}
      </Badge>
    ),
  },
  {
    key: 'commitment',
    header: 'Commitment',
    sortField: 'commitment',
    align: 'right',
    cell: (i) => formatCurrency(i.commitment),
  },
];
const SORT_VALUES = {
  name: (i: SampleInvestor) => i.name,
  city: (i: SampleInvestor) => i.city,
  commitment: (i: SampleInvestor) => i.commitment,
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pretends to be a server list: answers a page after a short delay, read as the app reads its lists. */
function useFakeServerPage(query: TableQuery, empty: boolean) {
  const page = useQuery({
    queryKey: ['style-guide', 'investors', query, empty],
    queryFn: async () => {
      await wait(350);
      const all = empty ? [] : INVESTORS;
      return { rows: applyClientQuery(all, query, SORT_VALUES), count: all.length };
    },
    placeholderData: keepPreviousData,
  });
  return { rows: page.data?.rows ?? [], count: page.data?.count ?? 0, loading: page.isFetching };
}

export function DataTableExample() {
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE, ordering: '-commitment' });
  const [empty, setEmpty] = useState(false);
  const { rows, count, loading } = useFakeServerPage(query, empty);
  const params = useMemo(
    () => `page=${query.page}&limit=${query.limit}${query.ordering ? `&ordering=${query.ordering}` : ''}`,
    [query],
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm">
          Request: <code>GET investors?{params}</code>
        </Text>
        <Switch label="Empty result" checked={empty} onChange={(e) => setEmpty(e.currentTarget.checked)} />
      </Group>
      <DataTable
        caption="Investors"
        columns={COLUMNS}
        rows={rows}
        total={count}
        getRowKey={(i) => i.id}
        query={query}
        onQueryChange={setQuery}
        loading={loading}
      />
    </Stack>
  );
}
