import {
  approveInvestmentRoute,
  type DealDetail,
  declineInvestmentRoute,
  executeInvestmentRoute,
  fidAdminListInvestmentsRoute,
  getCountersignEsignRoute,
  getDealRoute,
} from '@dl/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, apiRequest, type RequestInput } from '#web/lib/api-client.ts';

type DealPage = ApiResponse<(typeof fidAdminListInvestmentsRoute)['schema']>;
export type DealListParams = NonNullable<RequestInput<(typeof fidAdminListInvestmentsRoute)['schema']>['query']>;

/** Every deal-desk query of a tenant starts with this key: a step on a deal refreshes them all. */
export const dealsKey = (fidId: string) => ['fid-admin-deals', fidId] as const;

/** While a countersignature is being sealed the deal page reads the deal again this often. */
const SEALING_POLL_MS = 2000;

/** GET fid-admin/investments: status, opportunity and investor filters, ordering, page and limit. */
export function useDealList(fidId: string, query: DealListParams) {
  return useQuery(
    queryOptions({
      queryKey: [...dealsKey(fidId), 'list', query],
      queryFn: (): Promise<DealPage> => apiRequest(fidAdminListInvestmentsRoute, { params: { fidId }, query }),
      placeholderData: keepPreviousData,
    }),
  );
}

const dealQuery = (fidId: string, id: string) =>
  queryOptions({
    queryKey: [...dealsKey(fidId), 'detail', id],
    queryFn: (): Promise<DealDetail> => apiRequest(getDealRoute, { params: { fidId, id } }),
    // The document links inside expire after a few minutes.
    staleTime: 0,
  });

/** GET fid-admin/investments/{id}: the deal page; read again every 2 s while a countersignature is sealed. */
export function useDeal(fidId: string, id: string) {
  return useQuery({
    ...dealQuery(fidId, id),
    refetchInterval: (query) => (query.state.data?.countersign?.status === 'SUBMITTED' ? SEALING_POLL_MS : false),
  });
}

/** The deal read now, for fresh document links (View, View Signed). */
export function useFreshDeal(fidId: string, id: string) {
  const client = useQueryClient();
  return () => client.fetchQuery({ ...dealQuery(fidId, id), staleTime: 0 });
}

export type DealStep = 'approve' | 'decline' | 'execute';

/** Approve, decline (with the reason) or execute; the deal and the lists are read again after it. */
export function useDealStep(fidId: string, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ step, reason }: { step: DealStep; reason?: string }) => {
      const params = { fidId, id };
      if (step === 'approve') return apiRequest(approveInvestmentRoute, { params });
      if (step === 'execute') return apiRequest(executeInvestmentRoute, { params });
      return apiRequest(declineInvestmentRoute, { params, body: reason === undefined ? {} : { reason } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: dealsKey(fidId) }),
  });
}

/** GET .../countersign/esign -> {data: {url}}: the countersign ceremony's address. */
export async function countersignEsignUrl(fidId: string, id: string): Promise<string> {
  const { data } = await apiRequest(getCountersignEsignRoute, { params: { fidId, id } });
  return data.url;
}
