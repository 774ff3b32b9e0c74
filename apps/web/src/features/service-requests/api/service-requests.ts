import {
  type AddServiceRequestCommentBody,
  addServiceRequestCommentRoute,
  type CreateServiceRequestBody,
  closeServiceRequestRoute,
  createServiceRequestRoute,
  getServiceRequestRoute,
  listServiceRequestsRoute,
  type ServiceRequestListQuery,
} from '@dl/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const serviceRequestsKey = (fidId: string) => ['service-requests', fidId] as const;

export function useServiceRequestList(fidId: string, query: ServiceRequestListQuery) {
  return useQuery({
    queryKey: [...serviceRequestsKey(fidId), 'list', query],
    queryFn: ({ signal }) => apiRequest(listServiceRequestsRoute, { params: { fidId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useServiceRequest(fidId: string, id: string | null) {
  return useQuery({
    enabled: Boolean(id),
    queryKey: [...serviceRequestsKey(fidId), 'detail', id],
    queryFn: async ({ signal }) =>
      (await apiRequest(getServiceRequestRoute, { params: { fidId, id: id as string }, signal })).data,
  });
}

/** Every mutation answers the request's detail: it is stored, and the lists reload. */
function useDetailMutation<I>(fidId: string, call: (input: I) => Promise<{ data: { id: string } }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await call(input)).data,
    onSuccess: (detail) => {
      client.setQueryData([...serviceRequestsKey(fidId), 'detail', detail.id], detail);
      return client.invalidateQueries({ queryKey: [...serviceRequestsKey(fidId), 'list'] });
    },
  });
}

export function useCreateServiceRequest(fidId: string) {
  return useDetailMutation(fidId, (body: CreateServiceRequestBody) =>
    apiRequest(createServiceRequestRoute, { params: { fidId }, body }),
  );
}

export function useAddServiceRequestComment(fidId: string, id: string) {
  return useDetailMutation(fidId, (body: AddServiceRequestCommentBody) =>
    apiRequest(addServiceRequestCommentRoute, { params: { fidId, id }, body }),
  );
}

export function useCloseServiceRequest(fidId: string, id: string) {
  return useDetailMutation(fidId, () => apiRequest(closeServiceRequestRoute, { params: { fidId, id } }));
}
