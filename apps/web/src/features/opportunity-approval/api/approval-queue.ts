import { type approvalQueueQuerySchema, listApprovalQueueRoute } from '@dl/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiResponse, apiRequest } from '#web/lib/api-client.ts';

export type ApprovalQueuePage = ApiResponse<(typeof listApprovalQueueRoute)['schema']>;
export type ApprovalQueueQuery = z.input<typeof approvalQueueQuerySchema>;

/** Every query of this feature starts with this key: a decision reads them all again. */
export const approvalKey = (fidId: string) => ['opportunity-approval', fidId] as const;

/** GET fid-admin/opportunities: the approval queue with page, limit, ordering and filters. */
function listApprovalQueue(fidId: string, query: ApprovalQueueQuery): Promise<ApprovalQueuePage> {
  return apiRequest(listApprovalQueueRoute, { params: { fidId }, query });
}

const approvalQueueQuery = (fidId: string, query: ApprovalQueueQuery) =>
  queryOptions({
    queryKey: [...approvalKey(fidId), 'queue', query],
    queryFn: () => listApprovalQueue(fidId, query),
    placeholderData: keepPreviousData,
  });

export function useApprovalQueue(fidId: string, query: ApprovalQueueQuery) {
  return useQuery({ ...approvalQueueQuery(fidId, query), enabled: Boolean(fidId) });
}
