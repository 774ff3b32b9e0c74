import type { OpportunityListQuery } from '@dl/contracts';

/** Spec 3 / 9: favorite filter options and the values they send. */
export const FAVORITE_FILTERS = [
  { value: '', label: 'All' },
  { value: '1', label: 'Thumbs Up' },
  { value: '-1', label: 'Thumbs Down' },
  { value: '0', label: 'Neutral' },
] as const;
type FavoriteFilter = (typeof FAVORITE_FILTERS)[number]['value'];

export const STRUCTURE_FILTERS = [
  { value: '', label: 'Any type' },
  { value: 'GENERAL', label: 'General' },
  { value: 'FUND', label: 'Fund' },
  { value: 'SPV', label: 'SPV' },
] as const;
type StructureFilter = (typeof STRUCTURE_FILTERS)[number]['value'];

export const STATUS_FILTERS = ['', 'Published', 'Closed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** What the filter dialog edits; empty text means "no filter". */
export interface OpportunityFilters {
  name: string;
  issuer: string;
  status: StatusFilter;
  favorite: FavoriteFilter;
  /** Minimum investment range, decimal strings from the currency inputs. */
  minimum_gte: string;
  minimum_lte: string;
  market: string;
  stage: string;
  type: StructureFilter;
  tag: string;
}

export const NO_FILTERS: OpportunityFilters = {
  name: '',
  issuer: '',
  status: '',
  favorite: '',
  minimum_gte: '',
  minimum_lte: '',
  market: '',
  stage: '',
  type: '',
  tag: '',
};

export interface ListPaging {
  page: number;
  limit: number;
  ordering?: string | null;
}

const text = (value: string) => value.trim() || undefined;

/**
 * The filters as the list call's query (spec 7 names: opportunity_name, issuer_name, is_primary,
 * status, favorite, minimum_gte, minimum_lte, issuer_market_id, issuer_stage_id, opportunity_type_id,
 * plus tag). Discover lists primary opportunities, Trade secondary ones. Dismissed rows are left to
 * the server's rule (hidden unless a favorite filter is set, spec 4).
 */
export function toListQuery(filters: OpportunityFilters, paging: ListPaging, isPrimary: boolean): OpportunityListQuery {
  const query: OpportunityListQuery = {
    page: paging.page,
    limit: paging.limit,
    is_primary: isPrimary ? 'true' : 'false',
    opportunity_name: text(filters.name),
    issuer_name: text(filters.issuer),
    status: filters.status || undefined,
    favorite: filters.favorite || undefined,
    minimum_gte: filters.minimum_gte || undefined,
    minimum_lte: filters.minimum_lte || undefined,
    issuer_market_id: text(filters.market),
    issuer_stage_id: text(filters.stage),
    opportunity_type_id: filters.type || undefined,
    tag: text(filters.tag),
    ordering: (paging.ordering as OpportunityListQuery['ordering']) ?? undefined,
  };
  // Absent keys, not `undefined` ones: the query key of the cache stays stable and readable.
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as OpportunityListQuery;
}

const LABELS: Record<keyof OpportunityFilters, string> = {
  name: 'Name',
  issuer: 'Issuer',
  status: 'Status',
  favorite: 'Favorite',
  minimum_gte: 'Minimum from',
  minimum_lte: 'Minimum up to',
  market: 'Market',
  stage: 'Stage',
  type: 'Type',
  tag: 'Tag',
};

function valueText(key: keyof OpportunityFilters, value: string): string {
  if (key === 'favorite') return FAVORITE_FILTERS.find((f) => f.value === value)?.label ?? value;
  if (key === 'type') return STRUCTURE_FILTERS.find((f) => f.value === value)?.label ?? value;
  if (key === 'minimum_gte' || key === 'minimum_lte') return `$${Number(value).toLocaleString('en-US')}`;
  return value;
}

/** Chip text of a filter in force: 'Favorite: Thumbs Up'. */
export function filterChipLabel(key: keyof OpportunityFilters, value: string): string {
  return `${LABELS[key]}: ${valueText(key, value)}`;
}
