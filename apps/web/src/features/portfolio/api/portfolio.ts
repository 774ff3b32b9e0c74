import {
  getPortfolioOpportunityRoute,
  getPortfolioRoute,
  type PortfolioQuery,
  type PortfolioSummaryBody,
  portfolioSummaryRoute,
} from '@dl/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * Portfolio answers hang under the tenant's investment key: a payment or deal change
 * (which drops `['investments', fidId]`) refreshes them too.
 */
const portfolioKey = (fidId: string) => ['investments', fidId, 'portfolio'] as const;

/** Spec 7 `GET portfolio`: positions with paging, ordering, is_primary (default true) and filters. */
const portfolioListQuery = (fidId: string, query: PortfolioQuery) =>
  queryOptions({
    queryKey: [...portfolioKey(fidId), 'list', query],
    queryFn: () => apiRequest(getPortfolioRoute, { params: { fidId }, query }),
    placeholderData: keepPreviousData,
  });

export function usePortfolioList(fidId: string, query: PortfolioQuery) {
  return useQuery(portfolioListQuery(fidId, query));
}

/** Spec 7 `POST portfolio/summary`: totals, buckets by sector / stage / type, value over time. */
export function usePortfolioSummary(fidId: string, body: PortfolioSummaryBody) {
  return useQuery({
    queryKey: [...portfolioKey(fidId), 'summary', body],
    queryFn: async () => (await apiRequest(portfolioSummaryRoute, { params: { fidId }, body })).data,
  });
}

/** Spec 7 `GET portfolio/opportunities/{id}`: my positions in one opportunity and its documents. */
export function usePortfolioOpportunity(fidId: string, opportunityId: string) {
  return useQuery({
    queryKey: [...portfolioKey(fidId), 'opportunity', opportunityId],
    queryFn: async () =>
      (await apiRequest(getPortfolioOpportunityRoute, { params: { fidId, id: opportunityId } })).data,
  });
}
