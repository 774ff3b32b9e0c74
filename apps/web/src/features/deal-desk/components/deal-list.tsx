import { DEFAULT_PAGE_SIZE } from '@dl/domain';
import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { FilterHeader } from '#web/components/kit/filter-header/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useDealList } from '../api/deals.ts';
import {
  DEFAULT_DEAL_ORDERING,
  type DealFilters,
  dealChipLabel,
  NO_DEAL_FILTERS,
  toDealQuery,
} from '../lib/deal-filters.ts';
import { dealColumns } from './deal-columns.tsx';
import { DealFilterFields } from './deal-filter-fields.tsx';

/** Spec 8 'Failed to load data'. */
const DEALS_LOAD_FAILED = 'Failed to load data';
const EMPTY_TEXT = 'No deals match. Change or clear the filters to see more.';

export interface DealListProps {
  fidId: string;
  title: string;
  /** The filters in force (kept in the address by the page). */
  filters: DealFilters;
  onFiltersChange: (filters: DealFilters) => void;
  dealHref: (id: string) => string;
}

/** Every investment of the tenant by status (spec 4 colours), filterable, sortable and paged. */
export function DealList({ fidId, title, filters, onFiltersChange, dealHref }: DealListProps) {
  const [paging, setPaging] = useState<TableQuery>({
    page: 1,
    limit: DEFAULT_PAGE_SIZE,
    ordering: DEFAULT_DEAL_ORDERING,
  });
  const query = useMemo(() => toDealQuery(filters, paging), [filters, paging]);
  const list = useDealList(fidId, query);
  return (
    <Stack gap="md">
      <FilterHeader
        title={title}
        titleOrder={1}
        values={filters}
        defaultValues={NO_DEAL_FILTERS}
        dialogTitle="Filter deals"
        onApply={(next) => {
          onFiltersChange(next);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        chipLabel={(key, value) => (String(value).trim() ? dealChipLabel(key, String(value)) : null)}
        renderFields={(draft, set) => <DealFilterFields draft={draft} set={set} />}
      />
      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(list.error, DEALS_LOAD_FAILED)}
        </Alert>
      )}
      <DataTable
        caption={title}
        columns={dealColumns(dealHref)}
        rows={list.data?.results ?? []}
        total={list.data?.count ?? 0}
        getRowKey={(row) => row.id}
        query={paging}
        onQueryChange={setPaging}
        loading={list.isFetching}
        emptyText={EMPTY_TEXT}
        minWidth={760}
      />
    </Stack>
  );
}
