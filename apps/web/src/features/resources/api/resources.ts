import {
  type CreateResourceBody,
  createResourceRoute,
  deleteResourceRoute,
  listResourcesRoute,
  type ResourceListQuery,
  resourceFileRoute,
  updateResourceRoute,
} from '@dl/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const resourcesKey = (fidId: string) => ['resources', fidId] as const;

/** GET resources: newest first, kind and category filters, and every category for the filter. */
export function useResourceList(fidId: string, query: ResourceListQuery) {
  return useQuery({
    queryKey: [...resourcesKey(fidId), query],
    queryFn: ({ signal }) => apiRequest(listResourcesRoute, { params: { fidId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET resources/:id/file: a short-lived signed link to a document resource. */
export async function fetchResourceLink(fidId: string, id: string) {
  return (await apiRequest(resourceFileRoute, { params: { fidId, id } })).data;
}

/** POST fid-admin/resources, or PUT fid-admin/resources/{id} with an id; every list reloads. */
export function useSaveResource(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: CreateResourceBody }) =>
      id
        ? (await apiRequest(updateResourceRoute, { params: { fidId, id }, body })).data
        : (await apiRequest(createResourceRoute, { params: { fidId }, body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: resourcesKey(fidId) }),
  });
}

/** DELETE fid-admin/resources/{id}. */
export function useDeleteResource(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteResourceRoute, { params: { fidId, id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourcesKey(fidId) }),
  });
}
