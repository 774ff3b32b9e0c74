import { type PortfolioQuery, PORTFOLIO_ORDERINGS } from '@dl/contracts';
import type { TableQuery } from '#web/components/kit/data-table/index.ts';

export const STRUCTURE_OPTIONS = [
  { value: '', label: 'Any type' },
  { value: 'GENERAL', label: 'General' },
  { value: 'FUND', label: 'Fund' },
  { value: 'SPV', label: 'SPV' },
] as const;
export type StructureOption = (typeof STRUCTURE_OPTIONS)[number]['value'];

export interface PositionFilters {
  sector: string;
  stage: string;
  type: StructureOption;
}

export const NO_POSITION_FILTERS: PositionFilters = { sector: '', stage: '', type: '' };
export const DEFAULT_POSITION_ORDERING = '-executed_on';

type Ordering = (typeof PORTFOLIO_ORDERINGS)[number];
const isOrdering = (value: string | null | undefined): value is Ordering =>
  PORTFOLIO_ORDERINGS.includes(value as Ordering);

/** The filters and paging as the `GET portfolio` query (spec 7: is_primary defaults to true). */
export function toPortfolioQuery(filters: PositionFilters, paging: TableQuery, isPrimary: boolean): PortfolioQuery {
  const query: PortfolioQuery = {
    page: paging.page,
    limit: paging.limit,
    ordering: isOrdering(paging.ordering) ? paging.ordering : DEFAULT_POSITION_ORDERING,
    is_primary: isPrimary ? 'true' : 'false',
  };
  if (filters.sector.trim()) query.sector = filters.sector.trim();
  if (filters.stage.trim()) query.stage = filters.stage.trim();
  if (filters.type) query.type = filters.type;
  return query;
}

const LABELS: Record<keyof PositionFilters, string> = { sector: 'Sector', stage: 'Stage', type: 'Type' };

export function positionChipLabel(key: keyof PositionFilters, value: string): string {
  const text = key === 'type' ? (STRUCTURE_OPTIONS.find((o) => o.value === value)?.label ?? value) : value;
  return `${LABELS[key]}: ${text}`;
}
