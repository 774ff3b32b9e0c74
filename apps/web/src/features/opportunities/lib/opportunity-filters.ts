import type { OpportunityListQuery } from '@dl/contracts';
import { compareMoney, formatCurrency } from '@dl/domain';

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

/** What a filter may take from the address; anything else reads as no filter. */
export const ALLOWED_FILTER_VALUES = {
  status: STATUS_FILTERS,
  favorite: FAVORITE_FILTERS.map((f) => f.value),
  type: STRUCTURE_FILTERS.map((f) => f.value),
} as const;

const MONEY = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * An inverted minimum range (from above up to) in words, or null: no opportunity can match it, so
 * the person is told why rather than shown an empty list.
 */
export function minimumRangeError(filters: Pick<OpportunityFilters, 'minimum_gte' | 'minimum_lte'>): string | null {
  const { minimum_gte: from, minimum_lte: upTo } = filters;
  if (!MONEY.test(from) || !MONEY.test(upTo) || compareMoney(from, upTo) <= 0) return null;
  const amount = (value: string) => formatCurrency(value, { abbreviate: false });
  return `"Minimum from" (${amount(from)}) is above "Minimum up to" (${amount(upTo)}), so no opportunity can match. Lower "Minimum from" or raise "Minimum up to".`;
}

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
    // Only amounts: a hand-edited address with anything else reads as no bound.
    minimum_gte: MONEY.test(filters.minimum_gte) ? filters.minimum_gte : undefined,
    minimum_lte: MONEY.test(filters.minimum_lte) ? filters.minimum_lte : undefined,
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
  if (key === 'minimum_gte' || key === 'minimum_lte') return formatCurrency(value, { abbreviate: false });
  return value;
}

/** Chip text of a filter in force: 'Favorite: Thumbs Up'. */
export function filterChipLabel(key: keyof OpportunityFilters, value: string): string {
  return `${LABELS[key]}: ${valueText(key, value)}`;
}
