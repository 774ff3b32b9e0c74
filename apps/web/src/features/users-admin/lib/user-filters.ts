import type { ProviderUserListQuery } from '@dl/contracts';

/** The users list's filters, kept in the address (a tenant's page may link to its users). */
export interface UserFilters {
  search?: string;
  tenant_id?: string;
}

/** The API searches from 2 characters on. */
export const SEARCH_MIN_LENGTH = 2;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters an address asks for; what the API would refuse is left out. */
export function userFiltersFrom(search: URLSearchParams): UserFilters {
  const filters: UserFilters = {};
  const text = search.get('search')?.trim().slice(0, 100);
  if (text && text.length >= SEARCH_MIN_LENGTH) filters.search = text;
  const tenant = search.get('tenant_id');
  if (tenant && UUID.test(tenant)) filters.tenant_id = tenant;
  return filters;
}

/** The address's query for these filters (its other parameters kept). */
export function searchWithUserFilters(current: URLSearchParams, filters: UserFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['search', 'tenant_id'] as const) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export function userListQuery(filters: UserFilters, paging: { page: number; limit: number }): ProviderUserListQuery {
  return { ...filters, page: paging.page, limit: paging.limit };
}
