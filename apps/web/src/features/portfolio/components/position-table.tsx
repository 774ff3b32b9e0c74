import { DEFAULT_PAGE_SIZE } from '@dl/domain';
import { Alert, NativeSelect, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { DataTable } from '#web/components/kit/data-table/index.ts';
import { FilterHeader } from '#web/components/kit/filter-header/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
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
/** Empty texts that tell the truth: nothing matches the filters, or nothing held yet. */
export const NO_MATCHING_POSITIONS = 'No positions match these filters. Change or clear them to see more.';
export const NO_POSITIONS_YET = 'No positions yet. Executed investments show here.';
const PAGING = { page: 1, limit: DEFAULT_PAGE_SIZE, ordering: DEFAULT_POSITION_ORDERING };
/** The columns' sort fields: any other ordering in the address reads as the default. */
const ORDERING_FIELDS = ['opportunity_name', 'cost', 'executed_on'];
const ALLOWED = { type: STRUCTURE_OPTIONS.map((o) => o.value) };

export interface PositionTableProps {
  fidId: string;
  title: string;
  isPrimary: boolean;
  positionHref: (opportunityId: string) => string;
  titleOrder?: 1 | 2;
  /** Prefix of the address parameters when the page shows another list too. */
  urlPrefix?: string;
}

/** Positions and balances: `GET portfolio` with filters (sector, stage, type), ordering and paging. */
export function PositionTable({
  fidId,
  title,
  isPrimary,
  positionHref,
  titleOrder = 1,
  urlPrefix,
}: PositionTableProps) {
  // Filters, ordering and page live in the address: a reload, Back or a shared link keeps them.
  const { filters, paging, setFilters, setPaging, isFiltered } = useListUrlState<PositionFilters>({
    filters: NO_POSITION_FILTERS,
    paging: PAGING,
    allowed: ALLOWED,
    orderingFields: ORDERING_FIELDS,
    prefix: urlPrefix,
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
        onApply={(next) => setFilters(next)}
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
        emptyText={isFiltered ? NO_MATCHING_POSITIONS : NO_POSITIONS_YET}
        minWidth={820}
      />
    </Stack>
  );
}
