// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dealFiltersFrom, dealFiltersSearch, toDealQuery } from './deal-filters.ts';

describe('deal filters', () => {
  it('reads the dashboard’s ?status= link and ignores an unknown status', () => {
    expect(dealFiltersFrom(new URLSearchParams('status=DEAL_PENDING_REVIEW&investor=Linden'))).toEqual({
      status: 'DEAL_PENDING_REVIEW',
      opportunity: '',
      investor: 'Linden',
    });
    expect(dealFiltersFrom(new URLSearchParams('status=NOPE')).status).toBe('');
  });

  it('writes only the filters in force, and sends them with paging and the default ordering', () => {
    const filters = { status: 'DEAL_SIGNED', opportunity: ' ', investor: 'Linden ' } as const;
    expect(dealFiltersSearch(filters)).toEqual({ status: 'DEAL_SIGNED', investor: 'Linden ' });
    expect(toDealQuery(filters, { page: 2, limit: 10 })).toEqual({
      page: 2,
      limit: 10,
      ordering: '-created_on',
      status: 'DEAL_SIGNED',
      investor: 'Linden',
    });
  });
});
