import { createMyEntityRoute, type EntityBody, listMyEntitiesRoute, updateMyEntityRoute } from '@dl/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const myEntitiesQuery = (fidId: string) =>
  queryOptions({
    queryKey: ['my-entities', fidId],
    queryFn: () => apiRequest(listMyEntitiesRoute, { params: { fidId } }),
  });

export function useMyEntities(fidId: string) {
  return useQuery(myEntitiesQuery(fidId));
}

/** Creates (no id) or edits (id) an entity of the user. */
export function useSaveEntity(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: EntityBody }) =>
      id
        ? apiRequest(updateMyEntityRoute, { params: { fidId, entityId: id }, body })
        : apiRequest(createMyEntityRoute, { params: { fidId }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['my-entities', fidId] }),
  });
}
