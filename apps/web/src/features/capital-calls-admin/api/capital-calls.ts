import {
  acknowledgePaymentRoute,
  type CapitalCallBasis,
  createOpportunityCallRoute,
  getOpportunityCallRoute,
  listCallableOpportunitiesRoute,
  listCallAllocationsRoute,
  listOpportunityCallsRoute,
  type NewCapitalCallBody,
  previewCapitalCallRoute,
  requestCallPaymentsRoute,
  requestPaymentRoute,
} from '@dl/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableQuery } from '#web/components/kit/data-table/index.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every capital-call query of the fiduciary, dropped together after a change. */
const capitalCallsKey = (fidId: string) => ['fid-admin', fidId, 'capital-calls'] as const;

/** How often a call whose notices are still being generated is read again. */
const NOTICE_PROGRESS_POLL_MS = 1000;

const pageQuery = (query: TableQuery) => ({
  page: query.page,
  limit: query.limit,
  ...(query.ordering ? { ordering: query.ordering } : {}),
});

export function useOpportunityCalls(fidId: string, query: TableQuery) {
  return useQuery({
    queryKey: [...capitalCallsKey(fidId), 'list', query],
    queryFn: () => apiRequest(listOpportunityCallsRoute, { params: { fidId }, query: pageQuery(query) }),
    placeholderData: keepPreviousData,
  });
}

/** One call; read again every second while its notices are being generated (the progress shown). */
export function useOpportunityCall(fidId: string, callId: string | null) {
  return useQuery({
    enabled: Boolean(callId),
    queryKey: [...capitalCallsKey(fidId), 'call', callId],
    queryFn: async () => (await apiRequest(getOpportunityCallRoute, { params: { fidId, callId: callId ?? '' } })).data,
    refetchInterval: (q) => {
      const notices = q.state.data?.notices;
      return notices && notices.generated < notices.total ? NOTICE_PROGRESS_POLL_MS : false;
    },
  });
}

export function useCallAllocations(fidId: string, callId: string, query: TableQuery) {
  return useQuery({
    queryKey: [...capitalCallsKey(fidId), 'allocations', callId, query],
    queryFn: () => apiRequest(listCallAllocationsRoute, { params: { fidId, callId }, query: pageQuery(query) }),
    placeholderData: keepPreviousData,
  });
}

export function useCallableOpportunities(fidId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...capitalCallsKey(fidId), 'callable-opportunities'],
    queryFn: async () => (await apiRequest(listCallableOpportunitiesRoute, { params: { fidId } })).data,
  });
}

export function usePreviewCall(fidId: string) {
  return useMutation({
    mutationFn: async (input: { opportunityId: string; basis: CapitalCallBasis }) =>
      (await apiRequest(previewCapitalCallRoute, { params: { fidId, id: input.opportunityId }, body: input.basis }))
        .data,
  });
}

/** Every change drops the fiduciary's capital-call queries: lists, the call and its allocations move together. */
function useCallMutation<I, R>(fidId: string, mutationFn: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: capitalCallsKey(fidId) }),
  });
}

export function useCreateCall(fidId: string) {
  return useCallMutation(
    fidId,
    async (input: { opportunityId: string; body: NewCapitalCallBody }) =>
      (await apiRequest(createOpportunityCallRoute, { params: { fidId, id: input.opportunityId }, body: input.body }))
        .data,
  );
}

export function useRequestPayment(fidId: string) {
  return useCallMutation(fidId, (paymentId: string) =>
    apiRequest(requestPaymentRoute, { params: { fidId, paymentId } }),
  );
}

export function useRequestCallPayments(fidId: string) {
  return useCallMutation(
    fidId,
    async (callId: string) => (await apiRequest(requestCallPaymentsRoute, { params: { fidId, callId } })).data,
  );
}

/** 'send payment acknowledgement' of what arrived: an amount below the outstanding one is a partial receipt. */
export function useAcknowledgePayment(fidId: string) {
  return useCallMutation(fidId, (input: { paymentId: string; amount?: string }) =>
    apiRequest(acknowledgePaymentRoute, {
      params: { fidId, paymentId: input.paymentId },
      body: input.amount ? { amount: input.amount } : {},
    }),
  );
}
