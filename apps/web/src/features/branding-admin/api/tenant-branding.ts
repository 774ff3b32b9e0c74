import {
  getTenantBrandingRoute,
  putTenantBrandingRoute,
  type TenantBranding,
  type TenantBrandingBody,
} from '@dl/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every answer of this feature is kept under this key; a save reloads the tenant's host documents. */
export const BRANDING_KEY = ['provider-branding'] as const;
const tenantBrandingKey = (tenantId: string) => [...BRANDING_KEY, 'tenant', tenantId] as const;

export function useTenantBranding(tenantId: string | null) {
  return useQuery({
    queryKey: tenantBrandingKey(tenantId ?? ''),
    queryFn: ({ signal }) => apiRequest(getTenantBrandingRoute, { params: { tenantId: tenantId ?? '' }, signal }),
    enabled: tenantId !== null,
    // The editor starts from this answer and keeps its own copy: no background refetch while it is
    // open, and none kept once it closes, so coming back reads the branding afresh.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useSaveTenantBranding(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TenantBrandingBody) => apiRequest(putTenantBrandingRoute, { params: { tenantId }, body }),
    onSuccess: (saved: TenantBranding) => {
      client.setQueryData(tenantBrandingKey(tenantId), saved);
      void client.invalidateQueries({ queryKey: [...BRANDING_KEY, 'host', tenantId] });
    },
  });
}
