import { DEFAULT_PAGE_SIZE } from '@dl/domain';
import { Alert, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { FilterHeader } from '#web/components/kit/filter-header/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { usePortfolioList } from '../api/portfolio.ts';
import {
  DEFAULT_POSITION_ORDERING,
  NO_POSITION_FILTERS,
  type PositionFilters,
  positionChipLabel,
  STRUCTURE_OPTIONS,
  type StructureOption,
  toPortfolioQuery,
} from '../lib/position-filters.ts';
import { positionColumns } from './position-columns.tsx';

export const PORTFOLIO_LOAD_FAILED = 'Failed to load data';

export interface PositionTableProps {
  fidId: string;
  title: string;
  isPrimary: boolean;
  positionHref: (opportunityId: string) => string;
  titleOrder?: 1 | 2;
}

/** Positions and balances: `GET portfolio` with filters (sector, stage, type), ordering and paging. */
export function PositionTable({ fidId, title, isPrimary, positionHref, titleOrder = 1 }: PositionTableProps) {
  const [filters, setFilters] = useState<PositionFilters>(NO_POSITION_FILTERS);
  const [paging, setPaging] = useState<TableQuery>({
    page: 1,
    limit: DEFAULT_PAGE_SIZE,
    ordering: DEFAULT_POSITION_ORDERING,
  });
  const query = useMemo(() => toPortfolioQuery(filters, paging, isPrimary), [filters, paging, isPrimary]);
  const list = usePortfolioList(fidId, query);
  return (
    <Stack gap="md">
      <FilterHeader
        title={title}
        titleOrder={titleOrder}
        values={filters}
        defaultValues={NO_POSITION_FILTERS}
        dialogTitle="Filter positions"
        onApply={(next) => {
          setFilters(next);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        chipLabel={(key, value) => positionChipLabel(key, String(value))}
        renderFields={(draft, set) => (
          <>
            <TextInput label="Sector" value={draft.sector} onChange={(e) => set('sector', e.currentTarget.value)} />
            <TextInput label="Stage" value={draft.stage} onChange={(e) => set('stage', e.currentTarget.value)} />
            <NativeSelect
              label="Type"
              value={draft.type}
              onChange={(e) => set('type', e.currentTarget.value as StructureOption)}
              data={STRUCTURE_OPTIONS.map(({ value, label }) => ({ value, label }))}
            />
          </>
        )}
      />
      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(list.error, PORTFOLIO_LOAD_FAILED)}
        </Alert>
      )}
      <DataTable
        caption={title}
        columns={positionColumns(positionHref)}
        rows={list.data?.results ?? []}
        total={list.data?.count ?? 0}
        getRowKey={(p) => p.investment_id}
        query={paging}
        onQueryChange={setPaging}
        loading={list.isFetching}
        emptyText="No positions yet. Executed investments show here."
        minWidth={820}
      />
    </Stack>
  );
}
