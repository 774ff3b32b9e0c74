import { listCapTablesRoute } from '@dl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * The path parameters of every cap-table call: the tenant and the company whose cap table it is (a
 * type, not an interface, so that it passes as a route's path parameters).
 */
export type CapParams = { fidId: string; issuerId: string };

/** Every query of the cap-table portal starts with this key (invalidate it after any ledger change). */
export const capTableKey = (fidId: string) => ['captable', fidId] as const;

/** A query of one company's cap table, under the portal's key. */
export const capKey = (params: CapParams, ...rest: unknown[]) =>
  [...capTableKey(params.fidId), params.issuerId, ...rest] as const;

/** GET fid/{fidId}/captable/companies: the cap tables the caller is a cap-table member of. */
const capTablesQuery = (fidId: string) =>
  queryOptions({
    queryKey: [...capTableKey(fidId), 'companies'],
    queryFn: async () => (await apiRequest(listCapTablesRoute, { params: { fidId } })).results,
  });

export function useCapTables(fidId: string, enabled = true) {
  return useQuery({ ...capTablesQuery(fidId), enabled: Boolean(fidId) && enabled });
}
