import {
  decideActionRequestRoute,
  listActionRequestsRoute,
  raiseActionRequestRoute,
  type SecurityActionBody,
  securityActionRoute,
} from '@dl/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { useInvalidateCapTable } from './securities.ts';
import { type CapParams, capKey, sendForm } from '#web/features/captable/core/index.ts';

/** What an action led to: done now (an administrator) or sent for approval (an editor's request). */
export type ActionOutcome = { kind: 'done'; created: string[]; cost: string | null } | { kind: 'requested' };

/**
 * An administrator acts (POST .../actions); an editor raises the same body as a request
 * (POST .../action-requests) that an administrator approves or rejects.
 */
export function useSecurityAction(p: CapParams, securityId: string, mode: 'act' | 'request') {
  const invalidate = useInvalidateCapTable(p.fidId);
  return useMutation({
    mutationFn: async (body: SecurityActionBody): Promise<ActionOutcome> => {
      const params = { ...p, securityId };
      if (mode === 'request') {
        await sendForm(raiseActionRequestRoute, params, body);
        return { kind: 'requested' };
      }
      const { data } = await sendForm(securityActionRoute, params, body);
      return {
        kind: 'done',
        created: data.created,
        cost: data.cost ? `${data.cost.value} (${data.cost.rounding})` : null,
      };
    },
    onSettled: invalidate,
  });
}

export type RequestStatus = 'pending' | 'approved' | 'rejected';

export function useActionRequests(
  p: CapParams | null,
  query: { page: number; itemsPerPage: number; status?: RequestStatus },
) {
  return useQuery({
    queryKey: capKey(p ?? { fidId: '', issuerId: '' }, 'requests', query),
    queryFn: () => apiRequest(listActionRequestsRoute, { params: p as CapParams, query }),
    placeholderData: keepPreviousData,
    enabled: p !== null,
  });
}

/** Approve (runs the action) or reject with a reason. */
export function useDecideRequest(p: CapParams) {
  const invalidate = useInvalidateCapTable(p.fidId);
  return useMutation({
    mutationFn: async (input: { requestId: string; approve: boolean; reason?: string }) =>
      (
        await apiRequest(decideActionRequestRoute, {
          params: { ...p, requestId: input.requestId },
          body: { approve: input.approve, ...(input.reason ? { reason: input.reason } : {}) },
        })
      ).data,
    onSettled: invalidate,
  });
}
