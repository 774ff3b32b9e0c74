import type { Favorite, OpportunityListItem } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE } from '@dl/domain';
import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutationState } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { DataTable, TablePager } from '#web/components/kit/data-table/index.ts';
import { FilterHeader } from '#web/components/kit/filter-header/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
import { useOpportunityList } from '../api/list-opportunities.ts';
import { type FavoriteChange, toggleFavoriteKey, useToggleFavorite } from '../api/toggle-favorite.ts';
import {
  ALLOWED_FILTER_VALUES,
  filterChipLabel,
  minimumRangeError,
  NO_FILTERS,
  type OpportunityFilters,
  toListQuery,
} from '../lib/opportunity-filters.ts';
import { OpportunityCards } from './opportunity-cards.tsx';
import { opportunityColumns } from './opportunity-columns.tsx';
import { OpportunityFilterFields } from './opportunity-filter-fields.tsx';

/** Spec 8. */
export const LOAD_FAILED = 'Failed to load opportunity';
export const FAVORITE_FAILED = 'Failed to toggle favorite';
/** Empty texts that tell the truth: nothing matches the filters, or nothing is offered yet. */
export const NO_MATCH_TEXT = 'No opportunities match these filters. Change or clear them to see more.';
export const NOTHING_YET_TEXT = 'No opportunities are open to you yet. New ones show here when they are offered.';
/** The columns' sort fields: any other ordering in the address reads as the default. */
const ORDERING_FIELDS = ['name', 'minimum', 'size', 'end_date'];
const NO_PAGING = { page: 1, limit: DEFAULT_PAGE_SIZE, ordering: null };

export interface OpportunityListProps {
  fidId: string;
  title: string;
  /** Discover: primary opportunities; Trade: secondary ones. */
  isPrimary: boolean;
  /** None for a viewer: the detail page is not theirs to open (spec 6). */
  detailHref?: (id: string) => string;
  tags?: readonly string[];
  /** False for a viewer: it may not mark favorites, so no favorite buttons or filter show (spec 6). */
  canFavorite?: boolean;
}

/** Discover and Trade: filter header, paginated table, favorite toggle per row. */
export function OpportunityList({
  fidId,
  title,
  isPrimary,
  detailHref,
  tags,
  canFavorite = true,
}: OpportunityListProps) {
  // Filters, ordering and page live in the address: a reload, Back or a shared link keeps them.
  const { filters, paging, setFilters, setPaging, isFiltered } = useListUrlState<OpportunityFilters>({
    filters: NO_FILTERS,
    paging: NO_PAGING,
    allowed: ALLOWED_FILTER_VALUES,
    orderingFields: ORDERING_FIELDS,
  });
  const rangeError = minimumRangeError(filters);
  const query = useMemo(() => toListQuery(filters, paging, isPrimary), [filters, paging, isPrimary]);
  const list = useOpportunityList(fidId, query);
  const toggle = useToggleFavorite(fidId);
  const snackbar = useSnackbar();
  const pendingIds = useMutationState({
    filters: { mutationKey: toggleFavoriteKey(fidId), status: 'pending' },
    select: (mutation) => (mutation.state.variables as FavoriteChange).id,
  });
  const pending = useMemo<ReadonlySet<string>>(() => new Set(pendingIds), [pendingIds]);
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;

  const onFavorite = (item: OpportunityListItem, favorite: Favorite) => {
    toggle.mutate(
      { id: item.opportunity.opp_id, favorite },
      { onError: (error) => void snackbar.error(errorText(error, FAVORITE_FAILED)) },
    );
  };
  const favoriteAction = canFavorite ? onFavorite : undefined;
  const columns = opportunityColumns({ detailHref, onFavorite: favoriteAction, pendingIds: pending });
  const emptyText = rangeError ?? (isFiltered ? NO_MATCH_TEXT : NOTHING_YET_TEXT);

  return (
    <Stack gap="md">
      <FilterHeader
        title={title}
        titleOrder={1}
        values={filters}
        defaultValues={NO_FILTERS}
        dialogTitle="Filter opportunities"
        onApply={(next) => setFilters(next)}
        validate={minimumRangeError}
        chipLabel={(key, value) => filterChipLabel(key, String(value))}
        renderFields={(draft, set) => (
          <OpportunityFilterFields draft={draft} set={set} tags={tags} canFavorite={canFavorite} />
        )}
      />
      {rangeError && (
        <Alert color="warning" icon={<IconAlertCircle aria-hidden />} role="alert" title="Minimum range is inverted">
          {rangeError}
        </Alert>
      )}
      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(list.error, LOAD_FAILED)}
        </Alert>
      )}
      {isPhone ? (
        <>
          <OpportunityCards
            items={list.data?.results ?? []}
            label={title}
            detailHref={detailHref}
            onFavorite={favoriteAction}
            pendingIds={pending}
            loading={list.isFetching}
            emptyText={emptyText}
          />
          <TablePager
            page={paging.page}
            limit={paging.limit}
            total={list.data?.count ?? 0}
            onPageChange={(page) => setPaging({ ...paging, page })}
            onLimitChange={(limit) => setPaging({ ...paging, limit, page: 1 })}
          />
        </>
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          rows={list.data?.results ?? []}
          total={list.data?.count ?? 0}
          getRowKey={(item) => item.opportunity.opp_id}
          query={paging}
          onQueryChange={setPaging}
          loading={list.isFetching}
          emptyText={emptyText}
          minWidth={860}
        />
      )}
    </Stack>
  );
}
