import { type FailedSealList, listFailedSealsRoute, retrySealRoute } from '@dl/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { dealsKey } from './deals.ts';

/** GET fid-admin/seals/failed: the tenant's failed seals, newest first. */
export function useFailedSeals(fidId: string, page: { page: number; limit: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...dealsKey(fidId), 'failed-seals', page],
      queryFn: (): Promise<FailedSealList> => apiRequest(listFailedSealsRoute, { params: { fidId }, query: page }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST fid-admin/seals/{jobId}/retry: the seal is queued again; the lists and deals are read again. */
export function useRetrySeal(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => apiRequest(retrySealRoute, { params: { fidId, jobId } }),
    onSettled: () => client.invalidateQueries({ queryKey: dealsKey(fidId) }),
  });
}
