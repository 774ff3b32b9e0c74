import { getNdaCountersignEsignRoute, listIssuerNdasRoute } from '@dl/contracts';
import type { NdaStatus } from '@dl/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * GET issuers/nda: NDAs in one status (a fiduciary signatory reaches every issuer's, an issuer's signatory
 * its companies'), oldest first, optionally of one opportunity.
 */
export function useNdaList(
  fidId: string,
  query: { status: NdaStatus; page: number; limit: number; opportunity_id?: string },
) {
  return useQuery({
    queryKey: ['fid-ndas', fidId, query],
    queryFn: ({ signal }) => apiRequest(listIssuerNdasRoute, { params: { fidId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET fid-admin/nda/{id}/countersign/esign -> {data: {url}}: the countersign ceremony's address. */
export async function ndaCountersignUrl(fidId: string, ndaId: string): Promise<string> {
  const { data } = await apiRequest(getNdaCountersignEsignRoute, { params: { fidId, ndaId } });
  return data.url;
}
