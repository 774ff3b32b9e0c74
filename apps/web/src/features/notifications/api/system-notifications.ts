import { listSystemNotificationsRoute } from '@dl/contracts';
import type { SystemNotificationKind } from '@dl/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '#web/lib/api-client.ts';

export type SystemNotificationPage = ApiResponse<(typeof listSystemNotificationsRoute)['schema']>;

export const systemNotificationsKey = (fidId: string) => ['system-notifications', fidId] as const;

export interface SystemNotificationListParams {
  page: number;
  limit: number;
  kind?: SystemNotificationKind | null;
}

/** GET accounts/system-notifications (tenant base, spec 7): results and count, paging and a kind filter. */
const systemNotificationListQuery = (fidId: string, { page, limit, kind }: SystemNotificationListParams) =>
  queryOptions({
    queryKey: [...systemNotificationsKey(fidId), 'list', { page, limit, kind: kind ?? null }],
    queryFn: (): Promise<SystemNotificationPage> =>
      apiRequest(listSystemNotificationsRoute, {
        params: { fidId },
        query: { page, limit, ...(kind ? { kind } : {}) },
      }),
    placeholderData: keepPreviousData,
    enabled: fidId !== '',
  });

export function useSystemNotificationList(fidId: string, params: SystemNotificationListParams) {
  return useQuery(systemNotificationListQuery(fidId, params));
}
