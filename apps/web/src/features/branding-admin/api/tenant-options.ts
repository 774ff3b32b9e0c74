import { listTenantsRoute } from '@dl/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** How many tenants the picker lists per search. */
const PICKER_LIMIT = 50;

/** Tenants for the picker, by name, matching `search` (name, short name, MPID or host) on the server. */
export function useTenantOptions(search: string) {
  return useQuery({
    queryKey: ['provider-branding', 'tenant-options', search],
    queryFn: async ({ signal }) => {
      const query = { limit: PICKER_LIMIT, ordering: 'name' as const, ...(search ? { search } : {}) };
      const page = await apiRequest(listTenantsRoute, { query, signal });
      return page.results.map((t) => ({ value: t.id, label: t.name, hosts: t.hosts }));
    },
    placeholderData: keepPreviousData,
  });
}
