import { getDealEsignRoute, getNdaEsignRoute } from '@dl/contracts';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET investors/opportunities/{id}/nda/esign -> {data: {url}}: the NDA ceremony's address. */
export async function ndaEsignUrl(fidId: string, opportunityId: string): Promise<string> {
  const { data } = await apiRequest(getNdaEsignRoute, { params: { fidId, id: opportunityId } });
  return data.url;
}

/** GET investments/{id}/deal/esign -> {data: {url}}: the deal ceremony's address. */
export async function dealEsignUrl(fidId: string, investmentId: string): Promise<string> {
  const { data } = await apiRequest(getDealEsignRoute, { params: { fidId, id: investmentId } });
  return data.url;
}
