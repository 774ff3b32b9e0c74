// @vitest-environment node
import { opportunityListQuerySchema } from '@dl/contracts';
import { describe, expect, it } from 'vitest';
import { filterChipLabel, NO_FILTERS, type OpportunityFilters, toListQuery } from './opportunity-filters.ts';

const PAGE = { page: 1, limit: 10, ordering: null };

describe('opportunity filters -> list query (spec 7)', () => {
  it('sends only paging and the kind when no filter is set', () => {
    expect(toListQuery(NO_FILTERS, PAGE, true)).toEqual({ page: 1, limit: 10, is_primary: 'true' });
    expect(toListQuery(NO_FILTERS, PAGE, false)).toEqual({ page: 1, limit: 10, is_primary: 'false' });
  });

  it('maps every filter to the spec name, trimmed, and the contract accepts the result', () => {
    const filters: OpportunityFilters = {
      name: '  Helios ',
      issuer: 'Helios Energy',
      status: 'Closed',
      favorite: '-1',
      minimum_gte: '10000',
      minimum_lte: '250000',
      market: 'Energy',
      stage: 'Seed',
      type: 'FUND',
      tag: 'climate',
    };
    const query = toListQuery(filters, { page: 3, limit: 50, ordering: '-minimum' }, true);
    expect(query).toEqual({
      page: 3,
      limit: 50,
      ordering: '-minimum',
      is_primary: 'true',
      opportunity_name: 'Helios',
      issuer_name: 'Helios Energy',
      status: 'Closed',
      favorite: '-1',
      minimum_gte: '10000',
      minimum_lte: '250000',
      issuer_market_id: 'Energy',
      issuer_stage_id: 'Seed',
      opportunity_type_id: 'FUND',
      tag: 'climate',
    });
    expect(opportunityListQuerySchema.safeParse(query).success).toBe(true);
  });

  it.each([
    ['1', 1],
    ['-1', -1],
    ['0', 0],
  ] as const)('favorite filter %s reaches the server as %i', (favorite, expected) => {
    const parsed = opportunityListQuerySchema.parse(toListQuery({ ...NO_FILTERS, favorite }, PAGE, true));
    expect(parsed.favorite).toBe(expected);
  });

  it('leaves out blank text filters', () => {
    expect(toListQuery({ ...NO_FILTERS, name: '   ', market: ' ' }, PAGE, true)).not.toHaveProperty('opportunity_name');
  });

  it('labels the chips of the filters in force', () => {
    expect(filterChipLabel('favorite', '1')).toBe('Favorite: Thumbs Up');
    expect(filterChipLabel('favorite', '-1')).toBe('Favorite: Thumbs Down');
    expect(filterChipLabel('favorite', '0')).toBe('Favorite: Neutral');
    expect(filterChipLabel('minimum_gte', '25000')).toBe('Minimum from: $25,000');
    expect(filterChipLabel('type', 'SPV')).toBe('Type: SPV');
  });
});
