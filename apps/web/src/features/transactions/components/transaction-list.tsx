import { DEFAULT_PAGE_SIZE } from '@dl/domain';
import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { DataTable } from '#web/components/kit/data-table/index.ts';
import { FilterHeader } from '#web/components/kit/filter-header/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
import { useInvestmentList } from '../api/list-investments.ts';
import {
  DEFAULT_TRANSACTION_ORDERING,
  KIND_FILTERS,
  NO_TRANSACTION_FILTERS,
  STATUS_OPTIONS,
  type TransactionFilters,
  toInvestmentQuery,
  transactionChipLabel,
} from '../lib/transaction-filters.ts';
import { transactionColumns } from './transaction-columns.tsx';
import { TransactionFilterFields } from './transaction-filter-fields.tsx';

/** Spec 8 'Failed to load data'. */
export const TRANSACTIONS_LOAD_FAILED = 'Failed to load data';
/** Empty texts that tell the truth: nothing matches the filters, or nothing happened yet. */
export const NO_MATCHING_TRANSACTIONS = 'No transactions match these filters. Change or clear them to see more.';
export const NO_TRANSACTIONS_YET = 'No transactions yet. Your investments show here once you invest.';
const PAGING = { page: 1, limit: DEFAULT_PAGE_SIZE, ordering: DEFAULT_TRANSACTION_ORDERING };
/** The columns' sort fields: any other ordering in the address reads as the default. */
const ORDERING_FIELDS = ['opportunity_name', 'amount', 'status', 'created_on'];
const ALLOWED = {
  status: STATUS_OPTIONS.map((o) => o.value),
  is_primary: KIND_FILTERS.map((k) => k.value),
};

export interface TransactionListProps {
  fidId: string;
  title: string;
  detailHref: (id: string) => string;
  /** Fixed filters of the screen (trading activity: secondary trades only). */
  initialFilters?: Partial<TransactionFilters>;
  /** Prefix of the address parameters when the page shows another list too. */
  urlPrefix?: string;
}

/** 'Latest Transactions': filter header and the paginated, sortable `GET investments` table. */
export function TransactionList({ fidId, title, detailHref, initialFilters, urlPrefix }: TransactionListProps) {
  const defaults = useMemo(() => ({ ...NO_TRANSACTION_FILTERS, ...initialFilters }), [initialFilters]);
  // Filters, ordering and page live in the address: a reload, Back or a shared link keeps them.
  const { filters, paging, setFilters, setPaging, isFiltered } = useListUrlState<TransactionFilters>({
    filters: defaults,
    paging: PAGING,
    allowed: ALLOWED,
    orderingFields: ORDERING_FIELDS,
    prefix: urlPrefix,
  });
  const canSign = useCan('investor.act');
  const query = useMemo(() => toInvestmentQuery(filters, paging), [filters, paging]);
  const list = useInvestmentList(fidId, query);
  return (
    <Stack gap="md">
      <FilterHeader
        title={title}
        titleOrder={1}
        values={filters}
        defaultValues={defaults}
        dialogTitle="Filter transactions"
        onApply={(next) => setFilters(next)}
        chipLabel={(key, value) => transactionChipLabel(key, String(value))}
        renderFields={(draft, set) => <TransactionFilterFields draft={draft} set={set} />}
      />
      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(list.error, TRANSACTIONS_LOAD_FAILED)}
        </Alert>
      )}
      <DataTable
        caption={title}
        columns={transactionColumns(detailHref, { canSign })}
        rows={list.data?.results ?? []}
        total={list.data?.count ?? 0}
        getRowKey={(row) => row.id}
        query={paging}
        onQueryChange={setPaging}
        loading={list.isFetching}
        emptyText={isFiltered ? NO_MATCHING_TRANSACTIONS : NO_TRANSACTIONS_YET}
        minWidth={760}
      />
    </Stack>
  );
}
