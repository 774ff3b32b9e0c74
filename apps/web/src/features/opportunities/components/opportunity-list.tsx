import type { Favorite, OpportunityListItem } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE } from '@dl/domain';
import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutationState } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { DataTable, type TableQuery, TablePager } from '#web/components/kit/data-table/index.ts';
import { FilterHeader } from '#web/components/kit/filter-header/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useOpportunityList } from '../api/list-opportunities.ts';
import { type FavoriteChange, toggleFavoriteKey, useToggleFavorite } from '../api/toggle-favorite.ts';
import { filterChipLabel, NO_FILTERS, type OpportunityFilters, toListQuery } from '../lib/opportunity-filters.ts';
import { OpportunityCards } from './opportunity-cards.tsx';
import { opportunityColumns } from './opportunity-columns.tsx';
import { OpportunityFilterFields } from './opportunity-filter-fields.tsx';

/** Spec 8. */
export const LOAD_FAILED = 'Failed to load opportunity';
export const FAVORITE_FAILED = 'Failed to toggle favorite';
const EMPTY_TEXT = 'No opportunities match. Change or clear the filters to see more.';

export interface OpportunityListProps {
  fidId: string;
  title: string;
  /** Discover: primary opportunities; Trade: secondary ones. */
  isPrimary: boolean;
  /** None for a viewer: the detail page is not theirs to open (spec 6). */
  detailHref?: (id: string) => string;
  tags?: readonly string[];
}

/** Discover and Trade: filter header, paginated table, favorite toggle per row. */
export function OpportunityList({ fidId, title, isPrimary, detailHref, tags }: OpportunityListProps) {
  const [filters, setFilters] = useState<OpportunityFilters>(NO_FILTERS);
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE, ordering: null });
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
  const columns = opportunityColumns({ detailHref, onFavorite, pendingIds: pending });

  return (
    <Stack gap="md">
      <FilterHeader
        title={title}
        titleOrder={1}
        values={filters}
        defaultValues={NO_FILTERS}
        dialogTitle="Filter opportunities"
        onApply={(next) => {
          setFilters(next);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        chipLabel={(key, value) => filterChipLabel(key, String(value))}
        renderFields={(draft, set) => <OpportunityFilterFields draft={draft} set={set} tags={tags} />}
      />
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
            onFavorite={onFavorite}
            pendingIds={pending}
            loading={list.isFetching}
            emptyText={EMPTY_TEXT}
          />
          <TablePager
            page={paging.page}
            limit={paging.limit}
            total={list.data?.count ?? 0}
            onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
            onLimitChange={(limit) => setPaging((current) => ({ ...current, limit, page: 1 }))}
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
          emptyText={EMPTY_TEXT}
          minWidth={860}
        />
      )}
    </Stack>
  );
}
