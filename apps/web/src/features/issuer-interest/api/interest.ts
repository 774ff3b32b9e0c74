import {
  declineIssuerNdaRoute,
  getDataRoomAnalyticsRoute,
  getIssuerHoldingsRoute,
  getIssuerNdaCountersignEsignRoute,
  getOpportunityInterestRoute,
  listIssuerNdasRoute,
} from '@dl/contracts';
import type { InterestFunnelStep } from '@dl/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every query of the issuer's investor interest starts with this key: a countersign or decline reads them again. */
const interestKey = (fidId: string) => ['issuer-interest', fidId] as const;

export interface InterestListQuery {
  page: number;
  limit: number;
  step?: InterestFunnelStep;
  name?: string;
}

/** GET issuers/opportunities/{id}/interest: the funnel and one page of the investors with their states. */
export function useOpportunityInterest(fidId: string, opportunityId: string, query: InterestListQuery) {
  return useQuery({
    queryKey: [...interestKey(fidId), 'interest', opportunityId, query],
    queryFn: ({ signal }) =>
      apiRequest(getOpportunityInterestRoute, { params: { fidId, id: opportunityId }, query, signal }),
    placeholderData: keepPreviousData,
    enabled: Boolean(fidId && opportunityId),
  });
}

/** GET issuers/opportunities/{id}/data-room-analytics: per document its views and readers. */
export function useDataRoomAnalytics(fidId: string, opportunityId: string) {
  return useQuery({
    queryKey: [...interestKey(fidId), 'analytics', opportunityId],
    queryFn: async ({ signal }) =>
      (await apiRequest(getDataRoomAnalyticsRoute, { params: { fidId, id: opportunityId }, signal })).results,
    enabled: Boolean(fidId && opportunityId),
  });
}

/** GET issuers/companies/{issuerId}/holdings: the company's executed investments per security. */
export function useIssuerHoldings(fidId: string, issuerId: string | null) {
  return useQuery({
    queryKey: [...interestKey(fidId), 'holdings', issuerId],
    queryFn: ({ signal }) =>
      apiRequest(getIssuerHoldingsRoute, { params: { fidId, issuerId: issuerId ?? '' }, signal }),
    enabled: Boolean(fidId && issuerId),
  });
}

/** How many NDAs of the caller's companies wait for a countersignature (a count: one row is read). */
export function useNdasToCountersign(fidId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['fid-ndas', fidId, { status: 'NDA_SIGNED', page: 1, limit: 1 }],
    queryFn: ({ signal }) =>
      apiRequest(listIssuerNdasRoute, {
        params: { fidId },
        query: { status: 'NDA_SIGNED', page: 1, limit: 1 },
        signal,
      }),
    select: (answer) => answer.count,
    enabled: Boolean(fidId) && enabled,
  });
}

/** GET issuers/nda/{id}/countersign/esign -> {data: {url}}: the issuer signatory's ceremony. */
export async function issuerNdaCountersignUrl(fidId: string, ndaId: string): Promise<string> {
  const { data } = await apiRequest(getIssuerNdaCountersignEsignRoute, { params: { fidId, ndaId } });
  return data.url;
}

/** POST issuers/nda/{id}/decline with the reason: the NDA lists and the interest are read again. */
export function useDeclineIssuerNda(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ndaId, reason }: { ndaId: string; reason: string }) =>
      apiRequest(declineIssuerNdaRoute, { params: { fidId, ndaId }, body: { reason } }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['fid-ndas', fidId] });
      await client.invalidateQueries({ queryKey: interestKey(fidId) });
    },
  });
}
