import { INVESTMENT_STATUSES, type InvestmentStatus, investmentStatusText } from '@dl/domain';
import type { TableQuery } from '#web/components/kit/data-table/index.ts';
import type { DealListParams } from '../api/deals.ts';

/** What the deals filter dialog edits; empty means "no filter". They live in the address (`?status=`). */
export interface DealFilters {
  status: InvestmentStatus | '';
  opportunity: string;
  investor: string;
}

export const NO_DEAL_FILTERS: DealFilters = { status: '', opportunity: '', investor: '' };

export const DEFAULT_DEAL_ORDERING = '-created_on';

export const DEAL_STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...INVESTMENT_STATUSES.map((status) => ({ value: status, label: investmentStatusText(status) })),
];

const isStatus = (value: string | null): value is InvestmentStatus =>
  (INVESTMENT_STATUSES as readonly string[]).includes(value ?? '');

/** The filters of an address: the dashboard links to `deals?status=DEAL_PENDING_REVIEW`. */
export function dealFiltersFrom(search: URLSearchParams): DealFilters {
  const status = search.get('status');
  return {
    status: isStatus(status) ? status : '',
    opportunity: search.get('opportunity') ?? '',
    investor: search.get('investor') ?? '',
  };
}

/** The address of the filters: only the ones in force. */
export function dealFiltersSearch(filters: DealFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
}

/** The filters and paging as the `GET fid-admin/investments` query. */
export function toDealQuery(filters: DealFilters, paging: TableQuery): DealListParams {
  const query: Record<string, string | number | undefined> = {
    page: paging.page,
    limit: paging.limit,
    ordering: paging.ordering ?? DEFAULT_DEAL_ORDERING,
    status: filters.status || undefined,
    opportunity_name: filters.opportunity.trim() || undefined,
    investor: filters.investor.trim() || undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as DealListParams;
}

/** Chip text of a filter in force: 'Status: Waiting for approval'. */
export function dealChipLabel(key: keyof DealFilters, value: string): string {
  if (key === 'status') return `Status: ${investmentStatusText(value as InvestmentStatus)}`;
  return `${key === 'opportunity' ? 'Opportunity' : 'Investor'}: ${value}`;
}
