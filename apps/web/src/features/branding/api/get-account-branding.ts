import { type AccountBranding, accountBrandingRoute } from '@dl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET fid/{fidId}/accounts/branding: name, mpid and the tenant's look (spec 7). */
function getAccountBranding(fidId: string): Promise<AccountBranding> {
  return apiRequest(accountBrandingRoute, { params: { fidId } });
}

export const accountBrandingQuery = (fidId: string) =>
  queryOptions({
    queryKey: ['branding', 'account', fidId],
    queryFn: () => getAccountBranding(fidId),
    staleTime: 5 * 60_000,
  });
