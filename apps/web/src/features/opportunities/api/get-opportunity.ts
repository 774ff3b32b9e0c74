import { getOpportunityRoute, type OpportunityDetail } from '@dl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET investors/opportunities/{id}: terms, issuer, documents and my standing (investor_state). */
function getOpportunity(fidId: string, id: string): Promise<OpportunityDetail> {
  return apiRequest(getOpportunityRoute, { params: { fidId, id } });
}

const opportunityKey = (fidId: string, id: string) => ['opportunities', fidId, 'detail', id] as const;

const opportunityQuery = (fidId: string, id: string) =>
  queryOptions({
    queryKey: opportunityKey(fidId, id),
    queryFn: () => getOpportunity(fidId, id),
    // My standing changes on the other side too (the issuer countersigns): read it on every visit.
    staleTime: 0,
  });

/** The detail of opportunity `id`; nothing is asked while no opportunity is chosen (`id` empty). */
export function useOpportunity(fidId: string, id: string | null | undefined) {
  return useQuery({ ...opportunityQuery(fidId, id ?? ''), enabled: Boolean(id) });
}
