import {
  listProviderNoticesRoute,
  listTenantsRoute,
  type ProviderNotice,
  type PublishSystemNotificationBody,
  publishSystemNotificationRoute,
  type UpdateSystemNotificationBody,
  updateSystemNotificationRoute,
  withdrawSystemNotificationRoute,
} from '@dl/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const NOTICES_KEY = ['provider-notices'] as const;

export interface NoticeQuery {
  page: number;
  limit: number;
  status?: ProviderNotice['status'] | undefined;
}

export function useNoticeList(query: NoticeQuery) {
  return useQuery({
    queryKey: [...NOTICES_KEY, query],
    queryFn: ({ signal }) => apiRequest(listProviderNoticesRoute, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The tenants a notice can go to (the first 100 by name: the picker searches within them). */
export function useTenantChoices() {
  return useQuery({
    queryKey: ['provider-notices', 'tenants'],
    queryFn: ({ signal }) => apiRequest(listTenantsRoute, { query: { page: 1, limit: 100, ordering: 'name' }, signal }),
    select: (page) => page.results.map((t) => ({ value: t.id, label: t.name })),
  });
}

function useNoticeChange<I>(call: (input: I) => Promise<{ data: ProviderNotice }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await call(input)).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
}

export function usePublishNotice() {
  return useNoticeChange((body: PublishSystemNotificationBody) => apiRequest(publishSystemNotificationRoute, { body }));
}

export function useEditNotice() {
  return useNoticeChange(({ id, body }: { id: string; body: UpdateSystemNotificationBody }) =>
    apiRequest(updateSystemNotificationRoute, { params: { id }, body }),
  );
}

export function useWithdrawNotice() {
  return useNoticeChange((id: string) => apiRequest(withdrawSystemNotificationRoute, { params: { id } }));
}
