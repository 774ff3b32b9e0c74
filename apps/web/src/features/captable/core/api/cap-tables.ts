import { type CapTable, listCapTablesRoute } from '@dl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every query of the cap-table portal starts with this key (invalidate it after any ledger change). */
export const capTableKey = (fidId: string) => ['captable', fidId] as const;

/** GET fid/{fidId}/captable/companies: the cap tables the caller is a cap-table member of. */
const capTablesQuery = (fidId: string) =>
  queryOptions({
    queryKey: [...capTableKey(fidId), 'companies'],
    queryFn: async () => (await apiRequest(listCapTablesRoute, { params: { fidId } })).results,
  });

export function useCapTables(fidId: string, enabled = true) {
  return useQuery({ ...capTablesQuery(fidId), enabled: Boolean(fidId) && enabled });
}

export type { CapTable };
