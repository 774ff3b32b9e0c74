import { listOpportunityTagsRoute } from '@dl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET opportunities/tags (tenant base): the tag names of the opportunities I may discover. */
async function listOpportunityTags(fidId: string): Promise<string[]> {
  const { results } = await apiRequest(listOpportunityTagsRoute, { params: { fidId } });
  return results.map((row) => row.tag);
}

const opportunityTagsQuery = (fidId: string) =>
  queryOptions({
    queryKey: ['opportunities', fidId, 'tags'],
    queryFn: () => listOpportunityTags(fidId),
    staleTime: 5 * 60_000,
  });

/** The tag filter falls back to free text when the tags cannot be read. */
export function useOpportunityTags(fidId: string) {
  return useQuery({ ...opportunityTagsQuery(fidId), enabled: fidId !== '' });
}
