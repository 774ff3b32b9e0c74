import { getInvestmentStatsRoute, type InvestmentStats } from '@dl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** Spec 7 `GET investors/investments/stats`; under the investments key, so payment changes refresh it. */
const investmentStatsQuery = (fidId: string) =>
  queryOptions({
    queryKey: ['investments', fidId, 'stats'],
    queryFn: (): Promise<InvestmentStats> => apiRequest(getInvestmentStatsRoute, { params: { fidId } }),
  });

export function useInvestmentStats(fidId: string) {
  return useQuery(investmentStatsQuery(fidId));
}
