import { listInvestmentsRoute } from '@dl/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResponse, apiRequest, type RequestInput } from '#web/lib/api-client.ts';

export type InvestmentPage = ApiResponse<(typeof listInvestmentsRoute)['schema']>;
export type InvestmentListParams = NonNullable<RequestInput<(typeof listInvestmentsRoute)['schema']>['query']>;

/** Every investment query of a tenant starts with this key (a payment change drops them all). */
export const investmentsKey = (fidId: string) => ['investments', fidId] as const;

/** GET investments (tenant): filters, ordering (default -created_on), page and limit (spec 7). */
const investmentListQuery = (fidId: string, query: InvestmentListParams) =>
  queryOptions({
    queryKey: [...investmentsKey(fidId), 'list', query],
    queryFn: (): Promise<InvestmentPage> => apiRequest(listInvestmentsRoute, { params: { fidId }, query }),
    placeholderData: keepPreviousData,
  });

export function useInvestmentList(fidId: string, query: InvestmentListParams) {
  return useQuery(investmentListQuery(fidId, query));
}
