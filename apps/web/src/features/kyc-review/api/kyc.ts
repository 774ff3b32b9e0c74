import {
  getKycSubmissionRoute,
  type KycDecisionBody,
  kycDecisionRoute,
  listKycQueueRoute,
  revealKycAnswerRoute,
} from '@dl/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const kycKey = (fidId: string) => ['fid-admin-kyc', fidId] as const;

export function useKycQueue(fidId: string, paging: { page: number; limit: number }) {
  return useQuery({
    queryKey: [...kycKey(fidId), 'queue', paging],
    queryFn: ({ signal }) => apiRequest(listKycQueueRoute, { params: { fidId }, query: paging, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useKycSubmission(fidId: string, invitationId: string) {
  return useQuery({
    queryKey: [...kycKey(fidId), 'submission', invitationId],
    queryFn: async ({ signal }) =>
      (await apiRequest(getKycSubmissionRoute, { params: { fidId, invitationId }, signal })).data,
  });
}

/** Approve, deny or ask for a revision; the queue and the submission reload. */
export function useKycDecision(fidId: string, invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: KycDecisionBody) =>
      (await apiRequest(kycDecisionRoute, { params: { fidId, id: invitationId }, body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: kycKey(fidId) }),
  });
}

/** The clear value of a masked answer of the investor's entity (`kyc.reveal`, audited by the server). */
export function useRevealAnswer(fidId: string, entityId: string | null) {
  return useMutation({
    mutationFn: async (field: string) =>
      (await apiRequest(revealKycAnswerRoute, { params: { fidId, id: entityId as string }, body: { field } })).data,
  });
}
