import { DEFAULT_PAGE_SIZE } from '@dl/domain';
import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { FilterHeader } from '#web/components/kit/filter-header/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useInvestmentList } from '../api/list-investments.ts';
import {
  DEFAULT_TRANSACTION_ORDERING,
  NO_TRANSACTION_FILTERS,
  type TransactionFilters,
  toInvestmentQuery,
  transactionChipLabel,
} from '../lib/transaction-filters.ts';
import { transactionColumns } from './transaction-columns.tsx';
import { TransactionFilterFields } from './transaction-filter-fields.tsx';

/** Spec 8 'Failed to load data'. */
export const TRANSACTIONS_LOAD_FAILED = 'Failed to load data';
const EMPTY_TEXT = 'No transactions match. Change or clear the filters to see more.';

export interface TransactionListProps {
  fidId: string;
  title: string;
  detailHref: (id: string) => string;
  /** Fixed filters of the screen (trading activity: secondary trades only). */
  initialFilters?: Partial<TransactionFilters>;
}

/** 'Latest Transactions': filter header and the paginated, sortable `GET investments` table. */
export function TransactionList({ fidId, title, detailHref, initialFilters }: TransactionListProps) {
  const defaults = useMemo(() => ({ ...NO_TRANSACTION_FILTERS, ...initialFilters }), [initialFilters]);
  const [filters, setFilters] = useState<TransactionFilters>(defaults);
  const [paging, setPaging] = useState<TableQuery>({
    page: 1,
    limit: DEFAULT_PAGE_SIZE,
    ordering: DEFAULT_TRANSACTION_ORDERING,
  });
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
        onApply={(next) => {
          setFilters(next);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
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
        columns={transactionColumns(detailHref)}
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
