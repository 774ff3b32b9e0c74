import type { IssuerOpportunityRow } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE, formatCurrency, formatDate } from '@dl/domain';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPlus, IconRocket } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ListState } from '#web/components/display/list-state/index.ts';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { activeFilterKeys, FilterHeader } from '#web/components/kit/filter-header/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useIssuerOpportunities } from '../api/opportunities.ts';
import { KIND_TEXT, LOAD_FAILED, STRUCTURE_TEXT } from '../lib/labels.ts';
import { filterChipLabel, type IssuerOpportunityFilters, NO_FILTERS, toListQuery } from '../lib/list-filters.ts';
import { FilterFields } from './filter-fields.tsx';
import { StatusBadges } from './status-badges.tsx';

export interface IssuerOpportunityListProps {
  fidId: string;
  /** Where a row opens. */
  detailHref: (id: string) => string;
  /** The New opportunity button's target; absent without write_opportunities. */
  newHref?: string;
  /** A member of several companies filters by issuer name too. */
  severalCompanies: boolean;
  /** Filters to start from (the home page links to a status). */
  initialFilters?: Partial<IssuerOpportunityFilters>;
}

function columns(
  detailHref: (id: string) => string,
  severalCompanies: boolean,
): DataTableColumn<IssuerOpportunityRow>[] {
  return [
    {
      key: 'name',
      header: 'Opportunity',
      sortField: 'name',
      cell: (row) => (
        <Stack gap={2}>
          <Anchor component={Link} to={detailHref(row.id)} fw={600}>
            {row.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {[severalCompanies ? row.issuer.name : null, KIND_TEXT[row.opportunity_type], STRUCTURE_TEXT[row.type]]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <StatusBadges
          status={row.status}
          approvalStatus={row.approval_status}
          approvalLabel={row.approval_label}
          review={row.issuer_review}
        />
      ),
    },
    { key: 'size', header: 'Target raise', align: 'right', sortField: 'size', cell: (row) => formatCurrency(row.size) },
    { key: 'minimum', header: 'Minimum', align: 'right', cell: (row) => formatCurrency(row.minimum) },
    { key: 'end_date', header: 'Closes', cell: (row) => formatDate(row.end_date) || '—' },
    {
      key: 'modified_on',
      header: 'Last change',
      sortField: 'modified_on',
      cell: (row) => formatDate(row.modified_on),
    },
  ];
}

/** My Opportunities (spec 7 owner side): the filter dialog, the paginated table, New opportunity. */
export function IssuerOpportunityList(props: IssuerOpportunityListProps) {
  const { fidId, detailHref, newHref, severalCompanies, initialFilters } = props;
  const [filters, setFilters] = useState<IssuerOpportunityFilters>({ ...NO_FILTERS, ...initialFilters });
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE, ordering: null });
  const query = useMemo(() => toListQuery(filters, paging), [filters, paging]);
  const list = useIssuerOpportunities(fidId, query);
  const filtered = activeFilterKeys(filters, NO_FILTERS).length > 0;
  const isEmpty = list.data?.count === 0 && !filtered;

  return (
    <Stack gap="md">
      <FilterHeader
        title="My Opportunities"
        titleOrder={1}
        values={filters}
        defaultValues={NO_FILTERS}
        dialogTitle="Filter opportunities"
        onApply={(next) => {
          setFilters(next);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        chipLabel={(key, value) => filterChipLabel(key, String(value))}
        renderFields={(draft, set) => <FilterFields draft={draft} set={set} showIssuer={severalCompanies} />}
        actions={
          newHref ? (
            <Button component={Link} to={newHref} leftSection={<IconPlus size={16} aria-hidden />}>
              New opportunity
            </Button>
          ) : null
        }
      />
      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(list.error, LOAD_FAILED)}
        </Alert>
      )}
      {isEmpty ? (
        <ListState
          query={list}
          loadingLabel="Loading opportunities"
          errorFallback={LOAD_FAILED}
          empty={{
            icon: IconRocket,
            title: 'No opportunities yet',
            text: newHref
              ? 'Create your first raise with New opportunity: save it as a draft, then send it for review.'
              : 'Opportunities your company drafts appear here with their review status.',
          }}
        />
      ) : (
        <DataTable
          caption="My opportunities"
          columns={columns(detailHref, severalCompanies)}
          rows={list.data?.results ?? []}
          total={list.data?.count ?? 0}
          getRowKey={(row) => row.id}
          query={paging}
          onQueryChange={setPaging}
          loading={list.isFetching}
          emptyText="No opportunities match. Change or clear the filters to see more."
          minWidth={860}
        />
      )}
    </Stack>
  );
}
