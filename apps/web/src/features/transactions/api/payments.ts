import {
  confirmPaymentSentRoute,
  getWireInstructionsRoute,
  listCapitalCallsRoute,
  listPaymentsRoute,
} from '@dl/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { investmentsKey } from './list-investments.ts';

/** GET investments/{id}/payments: the funding payment and the answers to capital calls. */
const paymentsQuery = (fidId: string, investmentId: string) =>
  queryOptions({
    queryKey: [...investmentsKey(fidId), 'payments', investmentId],
    queryFn: async () => (await apiRequest(listPaymentsRoute, { params: { fidId, id: investmentId } })).data,
  });

export function usePayments(fidId: string, investmentId: string) {
  return useQuery(paymentsQuery(fidId, investmentId));
}

/** GET investments/{id}/wire-instructions: the fiduciary's record and the reference to quote. */
export function useWireInstructions(fidId: string, investmentId: string) {
  return useQuery({
    queryKey: [...investmentsKey(fidId), 'wire-instructions', investmentId],
    queryFn: async () => (await apiRequest(getWireInstructionsRoute, { params: { fidId, id: investmentId } })).data,
  });
}

/** Spec 7 GET opportunities/{oppId}/investments/{invId}/capital-calls, by due date. */
export function useCapitalCalls(fidId: string, opportunityId: string, investmentId: string) {
  return useQuery({
    enabled: Boolean(opportunityId && investmentId),
    queryKey: [...investmentsKey(fidId), 'capital-calls', investmentId],
    queryFn: async () =>
      (await apiRequest(listCapitalCallsRoute, { params: { fidId, oppId: opportunityId, invId: investmentId } })).data,
  });
}

/**
 * The investor's 'confirm payment sent' (spec 4). Every investment query of the tenant is dropped
 * afterwards: the strip, the payment labels, the capital calls and the dashboard all move with it.
 */
export function useConfirmPaymentSent(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { investmentId: string; paymentId: string }) =>
      apiRequest(confirmPaymentSentRoute, {
        params: { fidId, id: input.investmentId, paymentId: input.paymentId },
        body: {},
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: investmentsKey(fidId) }),
  });
}
