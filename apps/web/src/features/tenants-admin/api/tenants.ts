import { getTenantRoute, listTenantsRoute, type TenantListQuery } from '@dl/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every tenant answer of the provider portal is kept under this key; a change reloads them all. */
export const TENANTS_KEY = ['provider-tenants'] as const;

export const tenantKey = (id: string) => [...TENANTS_KEY, 'detail', id] as const;

export function useTenantList(query: TenantListQuery) {
  return useQuery({
    queryKey: [...TENANTS_KEY, 'list', query],
    queryFn: ({ signal }) => apiRequest(listTenantsRoute, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTenant(id: string) {
  return useQuery({
    queryKey: tenantKey(id),
    queryFn: async ({ signal }) => (await apiRequest(getTenantRoute, { params: { tenantId: id }, signal })).data,
  });
}
