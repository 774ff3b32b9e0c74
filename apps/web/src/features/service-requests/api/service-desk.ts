import {
  getFidAdminServiceRequestRoute,
  listFidAdminServiceRequestsRoute,
  type ServiceRequestListQuery,
  updateServiceRequestRoute,
} from '@dl/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const deskKey = (fidId: string) => ['service-desk', fidId] as const;

/** GET fid-admin/service-requests: every entity's requests, most recently changed first. */
export function useServiceDeskList(fidId: string, query: ServiceRequestListQuery) {
  return useQuery({
    queryKey: [...deskKey(fidId), 'list', query],
    queryFn: ({ signal }) => apiRequest(listFidAdminServiceRequestsRoute, { params: { fidId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET fid-admin/service-requests/{id}: one request with its thread. */
export function useServiceDeskRequest(fidId: string, id: string | null) {
  return useQuery({
    enabled: Boolean(id),
    queryKey: [...deskKey(fidId), 'detail', id],
    queryFn: async ({ signal }) =>
      (await apiRequest(getFidAdminServiceRequestRoute, { params: { fidId, id: id as string }, signal })).data,
  });
}

/** PATCH fid-admin/service-requests/{id}: a status change and/or a comment; the entity is notified. */
export function useUpdateServiceDeskRequest(fidId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { status?: ServiceRequestListQuery['status']; comment?: string }) =>
      (await apiRequest(updateServiceRequestRoute, { params: { fidId, id }, body })).data,
    onSuccess: (detail) => {
      client.setQueryData([...deskKey(fidId), 'detail', id], detail);
      return client.invalidateQueries({ queryKey: [...deskKey(fidId), 'list'] });
    },
  });
}
