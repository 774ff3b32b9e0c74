import {
  approveOpportunityRoute,
  getOpportunityReviewRoute,
  type OpportunityReview,
  rejectOpportunityRoute,
} from '@dl/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { approvalKey } from './approval-queue.ts';

/** GET fid-admin/opportunities/{id}: the opportunity as investors will see it, and its approval. */
async function getReview(fidId: string, id: string): Promise<OpportunityReview> {
  return (await apiRequest(getOpportunityReviewRoute, { params: { fidId, id } })).data;
}

const reviewQuery = (fidId: string, id: string) =>
  queryOptions({
    queryKey: [...approvalKey(fidId), 'review', id],
    queryFn: () => getReview(fidId, id),
    // Another approver may decide meanwhile: read it on every visit.
    staleTime: 0,
  });

export function useOpportunityReview(fidId: string, id: string) {
  return useQuery({ ...reviewQuery(fidId, id), enabled: Boolean(fidId && id) });
}

export type Decision = { event: 'approve' } | { event: 'reject'; reason: string };

async function decide(fidId: string, id: string, decision: Decision): Promise<OpportunityReview> {
  const params = { fidId, id };
  const answer =
    decision.event === 'approve'
      ? await apiRequest(approveOpportunityRoute, { params })
      : await apiRequest(rejectOpportunityRoute, { params, body: { reason: decision.reason } });
  return answer.data;
}

/** POST .../approve or .../reject; the queue and the review are read again afterwards. */
export function useDecideOpportunity(fidId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => decide(fidId, id, decision),
    onSuccess: (review) => client.setQueryData(reviewQuery(fidId, id).queryKey, review),
    onSettled: () => client.invalidateQueries({ queryKey: approvalKey(fidId) }),
  });
}
