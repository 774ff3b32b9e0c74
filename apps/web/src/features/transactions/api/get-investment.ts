import { getInvestmentRoute, type InvestmentWithOpportunity } from '@dl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { investmentsKey } from './list-investments.ts';

function isMerged(record: object): record is InvestmentWithOpportunity {
  return 'id' in record;
}

/** Spec 7 `GET investments/{id}`: the merged record, or `{}` when its opportunity is gone (null here). */
const investmentQuery = (fidId: string, id: string) =>
  queryOptions({
    queryKey: [...investmentsKey(fidId), 'detail', id],
    queryFn: async (): Promise<InvestmentWithOpportunity | null> => {
      const record = await apiRequest(getInvestmentRoute, { params: { fidId, id } });
      return isMerged(record) ? record : null;
    },
  });

export function useInvestment(fidId: string, id: string) {
  return useQuery(investmentQuery(fidId, id));
}
