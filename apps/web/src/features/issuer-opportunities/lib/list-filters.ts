import type { IssuerOpportunityListQuery } from '@dl/contracts';
import { formatCurrency, OPPORTUNITY_LIFECYCLE, type OpportunityLifecycle } from '@dl/domain';

/** What the filter dialog edits (spec 7 owner-side filters); '' means "no filter". */
export interface IssuerOpportunityFilters {
  name: string;
  issuer: string;
  kind: '' | 'true' | 'false';
  status: '' | OpportunityLifecycle;
  favorite: '' | '1' | '-1' | '0';
  minimum_gte: string;
  minimum_lte: string;
  dismissed: '' | 'true' | 'false';
  market: string;
  stage: string;
  structure: '' | 'GENERAL' | 'FUND' | 'SPV';
}

export const NO_FILTERS: IssuerOpportunityFilters = {
  name: '',
  issuer: '',
  kind: '',
  status: '',
  favorite: '',
  minimum_gte: '',
  minimum_lte: '',
  dismissed: '',
  market: '',
  stage: '',
  structure: '',
};

export const KIND_CHOICES = [
  { value: '', label: 'Primary and secondary' },
  { value: 'true', label: 'Primary' },
  { value: 'false', label: 'Secondary' },
] as const;

export const STATUS_CHOICES = [
  { value: '', label: 'Any status' },
  ...OPPORTUNITY_LIFECYCLE.map((value) => ({ value, label: value })),
];

export const FAVORITE_CHOICES = [
  { value: '', label: 'All' },
  { value: '1', label: 'Thumbs Up' },
  { value: '-1', label: 'Thumbs Down' },
  { value: '0', label: 'Neutral' },
] as const;

export const DISMISSED_CHOICES = [
  { value: '', label: 'All' },
  { value: 'true', label: 'Dismissed only' },
  { value: 'false', label: 'Not dismissed' },
] as const;

export const STRUCTURE_CHOICES = [
  { value: '', label: 'Any structure' },
  { value: 'GENERAL', label: 'General' },
  { value: 'FUND', label: 'Fund' },
  { value: 'SPV', label: 'SPV' },
] as const;

export interface ListPaging {
  page: number;
  limit: number;
  ordering?: string | null;
}

const text = (value: string) => value.trim() || undefined;

/**
 * The owner-side list call of spec 7: page and itemsPerPage (the table's rows per page, All
 * included) and each filter by its spec name. Keys without a value are left out, so the cache key
 * stays readable.
 */
export function toListQuery(filters: IssuerOpportunityFilters, paging: ListPaging): IssuerOpportunityListQuery {
  const query: IssuerOpportunityListQuery = {
    page: paging.page,
    itemsPerPage: paging.limit,
    ordering: (paging.ordering as IssuerOpportunityListQuery['ordering']) ?? undefined,
    opportunity_name: text(filters.name),
    issuer_name: text(filters.issuer),
    is_primary: filters.kind || undefined,
    status: filters.status || undefined,
    favorite: filters.favorite || undefined,
    minimum_gte: filters.minimum_gte || undefined,
    minimum_lte: filters.minimum_lte || undefined,
    is_dismissed: filters.dismissed || undefined,
    issuer_market_id: text(filters.market),
    issuer_stage_id: text(filters.stage),
    opportunity_type_id: filters.structure || undefined,
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as IssuerOpportunityListQuery;
}

const LABELS: Record<keyof IssuerOpportunityFilters, string> = {
  name: 'Name',
  issuer: 'Issuer',
  kind: 'Type',
  status: 'Status',
  favorite: 'Favorite',
  minimum_gte: 'Minimum from',
  minimum_lte: 'Minimum up to',
  dismissed: 'Dismissed',
  market: 'Market',
  stage: 'Stage',
  structure: 'Structure',
};

const CHOICES: Partial<Record<keyof IssuerOpportunityFilters, readonly { value: string; label: string }[]>> = {
  kind: KIND_CHOICES,
  favorite: FAVORITE_CHOICES,
  dismissed: DISMISSED_CHOICES,
  structure: STRUCTURE_CHOICES,
};

/** Chip text of a filter in force: 'Type: Primary', 'Minimum from: $5,000'. */
export function filterChipLabel(key: keyof IssuerOpportunityFilters, value: string): string {
  const named = CHOICES[key]?.find((c) => c.value === value)?.label;
  const shown =
    named ?? (key === 'minimum_gte' || key === 'minimum_lte' ? formatCurrency(value, { abbreviate: false }) : value);
  return `${LABELS[key]}: ${shown}`;
}
