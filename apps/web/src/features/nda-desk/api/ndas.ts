import { getNdaCountersignEsignRoute, listIssuerNdasRoute } from '@dl/contracts';
import type { NdaStatus } from '@dl/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET issuers/nda: the tenant's NDAs in one status (a fiduciary signatory reaches every issuer's), oldest first. */
export function useNdaList(fidId: string, query: { status: NdaStatus; page: number; limit: number }) {
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
