import {
  addTenantHostRoute,
  type CreateTenantBody,
  createTenantRoute,
  reactivateTenantRoute,
  removeTenantHostRoute,
  suspendTenantRoute,
  type TenantRow,
  type UpdateTenantBody,
  updateTenantRoute,
} from '@dl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { TENANTS_KEY, tenantKey } from './tenants.ts';

/** Each change answers the tenant as it now is: its page shows that at once, and the lists reload. */
function useTenantChange<I>(call: (input: I) => Promise<{ data: TenantRow }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await call(input)).data,
    onSuccess: (tenant) => {
      client.setQueryData(tenantKey(tenant.id), tenant);
      void client.invalidateQueries({ queryKey: [...TENANTS_KEY, 'list'] });
    },
  });
}

export function useCreateTenant() {
  return useTenantChange((body: CreateTenantBody) => apiRequest(createTenantRoute, { body }));
}

export function useUpdateTenant(tenantId: string) {
  return useTenantChange((body: UpdateTenantBody) => apiRequest(updateTenantRoute, { params: { tenantId }, body }));
}

export function useAddTenantHost(tenantId: string) {
  return useTenantChange((host: string) => apiRequest(addTenantHostRoute, { params: { tenantId }, body: { host } }));
}

export function useRemoveTenantHost(tenantId: string) {
  return useTenantChange((host: string) => apiRequest(removeTenantHostRoute, { params: { tenantId, host } }));
}

export function useSuspendTenant(tenantId: string) {
  return useTenantChange((reason: string) =>
    apiRequest(suspendTenantRoute, { params: { tenantId }, body: { reason } }),
  );
}

export function useReactivateTenant(tenantId: string) {
  return useTenantChange((_: undefined) => apiRequest(reactivateTenantRoute, { params: { tenantId } }));
}
