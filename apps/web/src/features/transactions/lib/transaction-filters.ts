import { type InvestmentStatus, investmentStatusOptions, investmentStatusText } from '@dl/domain';
import type { TableQuery } from '#web/components/kit/data-table/index.ts';
import type { InvestmentListParams } from '../api/list-investments.ts';

export const KIND_FILTERS = [
  { value: '', label: 'All' },
  { value: 'true', label: 'Primary' },
  { value: 'false', label: 'Secondary' },
] as const;
export type KindFilter = (typeof KIND_FILTERS)[number]['value'];

/** What the filter dialog of 'Latest Transactions' edits; empty means "no filter". */
export interface TransactionFilters {
  opportunity_name: string;
  status: InvestmentStatus | '';
  is_primary: KindFilter;
}

export const NO_TRANSACTION_FILTERS: TransactionFilters = { opportunity_name: '', status: '', is_primary: '' };

/** Spec 7: ordering defaults to created_on, newest first. */
export const DEFAULT_TRANSACTION_ORDERING = '-created_on';

export const STATUS_OPTIONS = [{ value: '', label: 'Any status' }, ...investmentStatusOptions()];

/** The filters and paging as the `GET investments` query; absent keys rather than undefined ones. */
export function toInvestmentQuery(filters: TransactionFilters, paging: TableQuery): InvestmentListParams {
  const query: Record<string, string | number | undefined> = {
    page: paging.page,
    limit: paging.limit,
    ordering: paging.ordering ?? DEFAULT_TRANSACTION_ORDERING,
    opportunity_name: filters.opportunity_name.trim() || undefined,
    status: filters.status || undefined,
    is_primary: filters.is_primary || undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as InvestmentListParams;
}

const LABELS: Record<keyof TransactionFilters, string> = {
  opportunity_name: 'Opportunity',
  status: 'Status',
  is_primary: 'Kind',
};

/** Chip text of a filter in force: 'Status: Waiting for approval'. */
export function transactionChipLabel(key: keyof TransactionFilters, value: string): string {
  if (key === 'status') return `${LABELS.status}: ${investmentStatusText(value as InvestmentStatus)}`;
  if (key === 'is_primary') return `${LABELS.is_primary}: ${KIND_FILTERS.find((k) => k.value === value)?.label}`;
  return `${LABELS[key]}: ${value}`;
}
