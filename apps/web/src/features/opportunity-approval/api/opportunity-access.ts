import {
  type AccessChange,
  type accessListQuerySchema,
  listOpportunityAccessRoute,
  type SetOpportunityAccessBody,
  setOpportunityAccessRoute,
} from '@dl/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiResponse, apiRequest } from '#web/lib/api-client.ts';
import { approvalKey } from './approval-queue.ts';

export type AccessListPage = ApiResponse<(typeof listOpportunityAccessRoute)['schema']>;
export type AccessListQuery = z.input<typeof accessListQuerySchema>;

const accessKey = (fidId: string, id: string) => [...approvalKey(fidId), 'access', id] as const;

/** GET fid-admin/opportunities/{id}/access: who of the tenant's investors holds which access status. */
function listAccess(fidId: string, id: string, query: AccessListQuery): Promise<AccessListPage> {
  return apiRequest(listOpportunityAccessRoute, { params: { fidId, id }, query });
}

const accessQuery = (fidId: string, id: string, query: AccessListQuery) =>
  queryOptions({
    queryKey: [...accessKey(fidId, id), query],
    queryFn: () => listAccess(fidId, id, query),
    placeholderData: keepPreviousData,
  });

export function useOpportunityAccess(fidId: string, id: string, query: AccessListQuery, enabled = true) {
  return useQuery({ ...accessQuery(fidId, id, query), enabled: enabled && Boolean(fidId && id) });
}

async function setAccess(fidId: string, id: string, body: SetOpportunityAccessBody): Promise<AccessChange> {
  return (await apiRequest(setOpportunityAccessRoute, { params: { fidId, id }, body })).data;
}

/** POST fid-admin/opportunities/{id}/access: grant or close for all, a tag's investors, or the chosen ones. */
export function useSetOpportunityAccess(fidId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetOpportunityAccessBody) => setAccess(fidId, id, body),
    onSettled: () => client.invalidateQueries({ queryKey: accessKey(fidId, id) }),
  });
}
