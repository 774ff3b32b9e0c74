import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getQueryClient } from '#web/lib/query-client.ts';
import { accountBrandingQuery } from '../api/get-account-branding.ts';
import { publishAccountBranding } from '../hooks/use-account-branding.ts';

/**
 * Keeps the account branding of the current fiduciary in the query cache (refetched as any query:
 * stale after 5 minutes, emptied on login and logout) and publishes it to useAccountBranding.
 * Mounted once, at the root, while someone is logged in.
 */
export function AccountBrandingSource({ fidId }: { fidId: string }) {
  const { data } = useQuery(accountBrandingQuery(fidId), getQueryClient());
  useEffect(() => publishAccountBranding(fidId, data), [fidId, data]);
  return null;
}
