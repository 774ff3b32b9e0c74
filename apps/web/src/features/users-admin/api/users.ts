import {
  getProviderUserRoute,
  listProviderUsersRoute,
  listTenantIssuersRoute,
  listTenantsRoute,
  type ProviderUserListQuery,
} from '@dl/contracts';
import { PAGE_SIZE_ALL } from '@dl/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every user answer of the provider portal is kept under this key; a change reloads the lists. */
export const USERS_KEY = ['provider-users'] as const;

export const userKey = (id: string) => [...USERS_KEY, 'detail', id] as const;

export function useUserList(query: ProviderUserListQuery) {
  return useQuery({
    queryKey: [...USERS_KEY, 'list', query],
    queryFn: ({ signal }) => apiRequest(listProviderUsersRoute, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProviderUser(id: string) {
  return useQuery({
    queryKey: userKey(id),
    queryFn: async ({ signal }) => (await apiRequest(getProviderUserRoute, { params: { userId: id }, signal })).data,
  });
}

/** Every tenant by name, for the tenant filter and the add-membership form (spec 9 page size All). */
export function useTenantOptions() {
  return useQuery({
    queryKey: [...USERS_KEY, 'tenant-options'],
    queryFn: async ({ signal }) => {
      const query = { page: 1, limit: PAGE_SIZE_ALL, ordering: 'name' } as const;
      const { results } = await apiRequest(listTenantsRoute, { query, signal });
      return results.map((tenant) => ({ value: tenant.id, label: tenant.name }));
    },
    staleTime: 60_000,
  });
}

/** A tenant's companies, for an issuer or cap-table role; nothing is asked until a tenant is chosen. */
export function useTenantIssuers(tenantId: string | null, enabled: boolean) {
  return useQuery({
    enabled: Boolean(tenantId) && enabled,
    queryKey: [...USERS_KEY, 'issuers', tenantId],
    queryFn: async ({ signal }) => {
      const { results } = await apiRequest(listTenantIssuersRoute, { params: { tenantId: tenantId ?? '' }, signal });
      return results.map((issuer) => ({ value: issuer.id, label: issuer.name }));
    },
  });
}
