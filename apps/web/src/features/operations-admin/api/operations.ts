import {
  listAuditRoute,
  listJobsRoute,
  listOutboxRoute,
  listTenantsRoute,
  operationsSizesRoute,
  retryJobRoute,
  verifyAuditChainRoute,
} from '@dl/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const KEY = ['provider-operations'] as const;

export function useJobs(state: 'failed' | 'waiting' | 'active') {
  return useQuery({
    queryKey: [...KEY, 'jobs', state],
    queryFn: ({ signal }) => apiRequest(listJobsRoute, { query: { state, limit: 100 }, signal }),
  });
}

export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: { kind: string; id: string }) => apiRequest(retryJobRoute, { params: job }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...KEY, 'jobs'] }),
  });
}

export interface OutboxQuery {
  page: number;
  limit: number;
  status?: 'PENDING' | 'SENT' | 'LOGGED' | 'FAILED' | undefined;
  to?: string | undefined;
}

export function useOutbox(query: OutboxQuery) {
  return useQuery({
    queryKey: [...KEY, 'outbox', query],
    queryFn: ({ signal }) => apiRequest(listOutboxRoute, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface AuditQuery {
  page: number;
  limit: number;
  tenant_id?: string | undefined;
  kind?: string | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: [...KEY, 'audit', query],
    queryFn: ({ signal }) => apiRequest(listAuditRoute, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useVerifyChain() {
  return useMutation({
    mutationFn: (tenantId: string | undefined) =>
      apiRequest(verifyAuditChainRoute, { query: tenantId ? { tenant_id: tenantId } : {} }),
  });
}

export function useSizes() {
  return useQuery({
    queryKey: [...KEY, 'sizes'],
    queryFn: ({ signal }) => apiRequest(operationsSizesRoute, { signal }),
  });
}

/** The chains to look at: the platform's own and each tenant's (the first 100 by name). */
export function useChains() {
  return useQuery({
    queryKey: [...KEY, 'chains'],
    queryFn: ({ signal }) => apiRequest(listTenantsRoute, { query: { page: 1, limit: 100, ordering: 'name' }, signal }),
    select: (page) => [
      { value: '', label: 'Platform (outside any tenant)' },
      ...page.results.map((t) => ({ value: t.id, label: t.name })),
    ],
  });
}
