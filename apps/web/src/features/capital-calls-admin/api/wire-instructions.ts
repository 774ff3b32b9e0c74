import {
  approveWireInstructionsRoute,
  getWireInstructionsStateRoute,
  proposeWireInstructionsRoute,
  rejectWireInstructionsRoute,
  type WireInstructionsBody,
} from '@dl/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const wireKey = (fidId: string) => ['fid-admin', fidId, 'wire-instructions'] as const;

/** The instructions in force (with their last verification) and the proposal waiting, if any. */
export function useWireInstructionsState(fidId: string) {
  return useQuery({
    queryKey: wireKey(fidId),
    queryFn: async () => (await apiRequest(getWireInstructionsStateRoute, { params: { fidId } })).data,
  });
}

/** Each decision answers the new state: it replaces the cached one. */
export function useProposeWireInstructions(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: WireInstructionsBody) =>
      (await apiRequest(proposeWireInstructionsRoute, { params: { fidId }, body })).data,
    onSuccess: (state) => client.setQueryData(wireKey(fidId), state),
  });
}

export function useApproveWireInstructions(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (proposalId: string) =>
      (await apiRequest(approveWireInstructionsRoute, { params: { fidId, proposalId } })).data,
    onSuccess: (state) => client.setQueryData(wireKey(fidId), state),
  });
}

export function useRejectWireInstructions(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { proposalId: string; reason: string }) =>
      (
        await apiRequest(rejectWireInstructionsRoute, {
          params: { fidId, proposalId: input.proposalId },
          body: { reason: input.reason },
        })
      ).data,
    onSuccess: (state) => client.setQueryData(wireKey(fidId), state),
  });
}
