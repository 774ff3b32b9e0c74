// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchWithTenantFilters, tenantFiltersFrom, tenantListQuery } from './tenant-filters.ts';

describe('tenant filters in the address', () => {
  it('reads the search and a known status only', () => {
    expect(tenantFiltersFrom(new URLSearchParams('search=%20acme%20&status=SUSPENDED'))).toEqual({
      search: 'acme',
      status: 'SUSPENDED',
    });
    expect(tenantFiltersFrom(new URLSearchParams('search=&status=GONE'))).toEqual({});
  });

  it('writes them back, keeping other parameters and dropping empty ones', () => {
    const next = searchWithTenantFilters(new URLSearchParams('tab=2&search=old'), { status: 'ACTIVE' });
    expect(next.toString()).toBe('tab=2&status=ACTIVE');
  });

  it('sends the ordering of the table only when the API knows it', () => {
    expect(tenantListQuery({ search: 'a' }, { page: 2, limit: 10, ordering: '-created' })).toEqual({
      search: 'a',
      page: 2,
      limit: 10,
      ordering: '-created',
    });
    expect(tenantListQuery({}, { page: 1, limit: 10, ordering: 'hosts' })).toEqual({ page: 1, limit: 10 });
  });
});
