import { listNotificationsRoute, markNotificationsReadRoute } from '@dl/contracts';
import type { NotificationKind } from '@dl/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '#web/lib/api-client.ts';

export type NotificationPage = ApiResponse<(typeof listNotificationsRoute)['schema']>;

/** Every notification query of a tenant starts with this key: a socket message drops them all. */
export const notificationsKey = (fidId: string) => ['notifications', fidId] as const;

export interface NotificationListParams {
  /** Absent: every stored notification, actions and notifications alike. */
  kind?: NotificationKind | undefined;
  page: number;
  limit: number;
}

/** GET notifications?kind&page&limit (tenant base): the caller's stored actions and/or notifications, newest first. */
const notificationListQuery = (fidId: string, { kind, page, limit }: NotificationListParams) =>
  queryOptions({
    queryKey: [...notificationsKey(fidId), 'list', { kind, page, limit }],
    queryFn: (): Promise<NotificationPage> =>
      apiRequest(listNotificationsRoute, { params: { fidId }, query: kind ? { kind, page, limit } : { page, limit } }),
    placeholderData: keepPreviousData,
    enabled: fidId !== '',
  });

export function useNotificationList(fidId: string, params: NotificationListParams) {
  return useQuery(notificationListQuery(fidId, params));
}

/** POST notifications/read: the given ids, or all of the caller's. */
export function markNotificationsRead(fidId: string, body: { ids: string[] } | { all: true }) {
  return apiRequest(markNotificationsReadRoute, { params: { fidId }, body });
}
