import { publicTearsheetRoute, type Tearsheet } from '@dl/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET public/tearsheets/{id} without a token: a tearsheet its issuer made public (ADR 0033). */
export function usePublicTearsheet(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['public-tearsheet', id],
    queryFn: (): Promise<Tearsheet> => apiRequest(publicTearsheetRoute, { params: { id } }),
    enabled: enabled && id !== '',
    retry: false,
  });
}
