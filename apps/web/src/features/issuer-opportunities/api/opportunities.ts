import {
  approveIssuerOpportunityRoute,
  closeIssuerOpportunityRoute,
  createIssuerOpportunityRoute,
  getIssuerOpportunityRoute,
  type IssuerOpportunity,
  type IssuerOpportunityBody,
  type IssuerOpportunityListQuery,
  listIssuerOpportunitiesRoute,
  rejectIssuerOpportunityRoute,
  sendIssuerOpportunityRoute,
  setIssuerTearsheetPublicRoute,
  updateIssuerOpportunityRoute,
} from '@dl/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every query of the issuer's opportunities starts with this key: a change reads them all again. */
const issuerOpportunitiesKey = (fidId: string) => ['issuer-opportunities', fidId] as const;

/** GET fid/{fidId}/issuers/opportunities: the owner-side list of spec 7 over the caller's companies. */
const listQuery = (fidId: string, query: IssuerOpportunityListQuery) =>
  queryOptions({
    queryKey: [...issuerOpportunitiesKey(fidId), 'list', query],
    queryFn: () => apiRequest(listIssuerOpportunitiesRoute, { params: { fidId }, query }),
    placeholderData: keepPreviousData,
  });

export function useIssuerOpportunities(fidId: string, query: IssuerOpportunityListQuery) {
  return useQuery({ ...listQuery(fidId, query), enabled: Boolean(fidId) });
}

const oneQuery = (fidId: string, id: string) =>
  queryOptions({
    queryKey: [...issuerOpportunitiesKey(fidId), 'one', id],
    queryFn: async () => (await apiRequest(getIssuerOpportunityRoute, { params: { fidId, id } })).data,
    // An approver or the fiduciary may decide meanwhile: read it on every visit.
    staleTime: 0,
  });

export function useIssuerOpportunity(fidId: string, id: string) {
  return useQuery({ ...oneQuery(fidId, id), enabled: Boolean(fidId && id) });
}

/** Keeps the answer as the opportunity's data and reads the lists again. */
function useSettle(fidId: string) {
  const client = useQueryClient();
  return {
    onSuccess: (o: IssuerOpportunity) => client.setQueryData(oneQuery(fidId, o.id).queryKey, o),
    onSettled: () => client.invalidateQueries({ queryKey: [...issuerOpportunitiesKey(fidId), 'list'] }),
  };
}

/** POST opportunities (a draft) or PUT opportunities/{id} (drafts only). */
export function useSaveIssuerOpportunity(fidId: string, id: string | null) {
  return useMutation({
    mutationFn: async (body: IssuerOpportunityBody) =>
      id
        ? (await apiRequest(updateIssuerOpportunityRoute, { params: { fidId, id }, body })).data
        : (await apiRequest(createIssuerOpportunityRoute, { params: { fidId }, body })).data,
    ...useSettle(fidId),
  });
}

export type IssuerStep = { event: 'send' | 'approve' | 'close' } | { event: 'reject'; reason: string };

async function step(fidId: string, id: string, s: IssuerStep): Promise<IssuerOpportunity> {
  const params = { fidId, id };
  switch (s.event) {
    case 'send':
      return (await apiRequest(sendIssuerOpportunityRoute, { params })).data;
    case 'approve':
      return (await apiRequest(approveIssuerOpportunityRoute, { params })).data;
    case 'close':
      return (await apiRequest(closeIssuerOpportunityRoute, { params })).data;
    case 'reject':
      return (await apiRequest(rejectIssuerOpportunityRoute, { params, body: { reason: s.reason } })).data;
  }
}

/** Send for review, approve or reject inside the company, close. */
export function useIssuerStep(fidId: string, id: string) {
  return useMutation({ mutationFn: (s: IssuerStep) => step(fidId, id, s), ...useSettle(fidId) });
}

/** PUT opportunities/{id}/tearsheet-public: anyone may read the tearsheet while it is Published. */
export function useSetTearsheetPublic(fidId: string, id: string) {
  return useMutation({
    mutationFn: async (value: boolean) =>
      (await apiRequest(setIssuerTearsheetPublicRoute, { params: { fidId, id }, body: { public: value } })).data,
    ...useSettle(fidId),
  });
}
