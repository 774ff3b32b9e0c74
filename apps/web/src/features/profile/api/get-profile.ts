import { getProfileRoute, type Profile } from '@dl/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET fid/{fidId}/profile (tenant base, spec 7 "Profile"). */
function getProfile(fidId: string): Promise<Profile> {
  return apiRequest(getProfileRoute, { params: { fidId } });
}

const profileQuery = (fidId: string) =>
  queryOptions({ queryKey: ['profile', fidId], queryFn: () => getProfile(fidId) });

export function useProfile(fidId: string | null) {
  return useQuery({ ...profileQuery(fidId ?? ''), enabled: fidId !== null });
}
