import { TENANT_ORDERINGS, TENANT_STATUSES, type TenantListQuery } from '@dl/contracts';
import { TENANT_STATUS_LABEL } from './labels.ts';

/** The tenants list's filters, kept in the address so that a link or Back lands on the same list. */
export interface TenantFilters {
  search?: string;
  status?: (typeof TENANT_STATUSES)[number];
}

export const TENANT_STATUS_OPTIONS = TENANT_STATUSES.map((s) => ({ value: s, label: TENANT_STATUS_LABEL[s] }));

const isOneOf = <T extends string>(list: readonly T[], value: string | null | undefined): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** The filters an address asks for; what the API would refuse is left out. */
export function tenantFiltersFrom(search: URLSearchParams): TenantFilters {
  const filters: TenantFilters = {};
  const text = search.get('search')?.trim().slice(0, 100);
  if (text) filters.search = text;
  const status = search.get('status');
  if (isOneOf(TENANT_STATUSES, status)) filters.status = status;
  return filters;
}

/** The address's query for these filters (its other parameters kept). */
export function searchWithTenantFilters(current: URLSearchParams, filters: TenantFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['search', 'status'] as const) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The list query of a page of the table: its header's ordering only when the API knows it. */
export function tenantListQuery(
  filters: TenantFilters,
  paging: { page: number; limit: number; ordering?: string | null },
): TenantListQuery {
  return {
    ...filters,
    page: paging.page,
    limit: paging.limit,
    ...(isOneOf(TENANT_ORDERINGS, paging.ordering) ? { ordering: paging.ordering } : {}),
  };
}
