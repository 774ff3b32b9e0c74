import { getHostBrandingRoute, type HostBrandingBody, putHostBrandingRoute } from '@dl/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { BRANDING_KEY } from './tenant-branding.ts';

const hostKey = (tenantId: string, host: string) => [...BRANDING_KEY, 'host', tenantId, host] as const;

export function useHostBranding(tenantId: string, host: string | null) {
  return useQuery({
    queryKey: hostKey(tenantId, host ?? ''),
    queryFn: ({ signal }) => apiRequest(getHostBrandingRoute, { params: { tenantId, host: host ?? '' }, signal }),
    enabled: host !== null,
    // The editor starts from this answer and keeps its own copy: no background refetch while it is
    // open, and none kept once it closes, so coming back reads the branding afresh.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useSaveHostBranding(tenantId: string, host: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HostBrandingBody) => apiRequest(putHostBrandingRoute, { params: { tenantId, host }, body }),
    onSuccess: (saved) => client.setQueryData(hostKey(tenantId, host), saved),
  });
}
