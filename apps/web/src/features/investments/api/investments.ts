import {
  createInvestmentRoute,
  getDealPreFormRoute,
  getInvestmentForOpportunityRoute,
  type Investment,
  type InvestmentWithOpportunity,
} from '@dl/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';

/** GET investors/opportunities/{id}/deal/pre-form: the template and the saved answers. */
const dealPreFormQuery = (fidId: string, opportunityId: string) =>
  queryOptions({
    queryKey: ['deal-pre-form', fidId, opportunityId],
    queryFn: () => apiRequest(getDealPreFormRoute, { params: { fidId, id: opportunityId } }),
  });

export function useDealPreForm(fidId: string, opportunityId: string, enabled: boolean) {
  return useQuery({ ...dealPreFormQuery(fidId, opportunityId), enabled });
}

/** POST investors/entity/{entityId}/opportunities/{id}/investment (spec 7), amount in the response. */
function createInvestment(input: {
  fidId: string;
  entityId: string;
  opportunityId: string;
  response: Record<string, unknown>;
  timezone?: string;
}): Promise<Investment> {
  return apiRequest(createInvestmentRoute, {
    params: { fidId: input.fidId, entityId: input.entityId, id: input.opportunityId },
    body: { timezone: input.timezone, pre_form_response: { response: input.response } },
  });
}

export function useCreateInvestment() {
  return useMutation({ mutationFn: createInvestment });
}

const opportunityInvestmentKey = (fidId: string, opportunityId: string) =>
  ['investments', fidId, 'opportunity', opportunityId] as const;

/** GET investments/opportunity?opportunity_id=: my live investment in it; null when there is none. */
const opportunityInvestmentQuery = (fidId: string, opportunityId: string) =>
  queryOptions({
    queryKey: opportunityInvestmentKey(fidId, opportunityId),
    queryFn: async (): Promise<InvestmentWithOpportunity | null> => {
      try {
        return await apiRequest(getInvestmentForOpportunityRoute, {
          params: { fidId },
          query: { opportunity_id: opportunityId },
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export function useOpportunityInvestment(fidId: string, opportunityId: string, enabled: boolean) {
  return useQuery({ ...opportunityInvestmentQuery(fidId, opportunityId), enabled });
}
