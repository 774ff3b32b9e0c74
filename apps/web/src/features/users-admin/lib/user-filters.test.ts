// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchWithUserFilters, userFiltersFrom, userListQuery } from './user-filters.ts';

const TENANT = '5a1b2c3d-4e5f-4a60-8b7c-9d0e1f2a3b4c';

describe('user filters in the address', () => {
  it('reads a search of 2 characters or more and a tenant id', () => {
    expect(userFiltersFrom(new URLSearchParams(`search=%20ad%20&tenant_id=${TENANT}`))).toEqual({
      search: 'ad',
      tenant_id: TENANT,
    });
  });

  it('leaves out what the API would refuse', () => {
    expect(userFiltersFrom(new URLSearchParams('search=a&tenant_id=harbor'))).toEqual({});
  });

  it('writes them back and builds the list query', () => {
    expect(searchWithUserFilters(new URLSearchParams('search=old'), { tenant_id: TENANT }).toString()).toBe(
      `tenant_id=${TENANT}`,
    );
    expect(userListQuery({ search: 'ada' }, { page: 3, limit: 50 })).toEqual({ search: 'ada', page: 3, limit: 50 });
  });
});
