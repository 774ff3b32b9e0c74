import { listOpportunitiesRoute, type OpportunityListQuery } from '@dl/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '#web/lib/api-client.ts';

export type OpportunityPage = ApiResponse<(typeof listOpportunitiesRoute)['schema']>;

/** GET investors/opportunities with page, limit, ordering and the filters of spec 7. */
function listOpportunities(fidId: string, query: OpportunityListQuery): Promise<OpportunityPage> {
  return apiRequest(listOpportunitiesRoute, { params: { fidId }, query });
}

const opportunityListKey = (fidId: string) => ['opportunities', fidId, 'list'] as const;

const opportunityListQuery = (fidId: string, query: OpportunityListQuery) =>
  queryOptions({
    queryKey: [...opportunityListKey(fidId), query],
    queryFn: () => listOpportunities(fidId, query),
    // The table keeps showing the last page (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useOpportunityList(fidId: string, query: OpportunityListQuery) {
  return useQuery(opportunityListQuery(fidId, query));
}
