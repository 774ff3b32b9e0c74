import { listResourcesRoute, type ResourceListQuery, resourceFileRoute } from '@dl/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
