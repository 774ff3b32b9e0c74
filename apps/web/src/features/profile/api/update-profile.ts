import { type ChangePasswordBody, changePasswordRoute, type Profile, patchProfileRoute } from '@dl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { getSession } from '#web/lib/session-store.ts';
import { sessionHash } from '../lib/session-hash.ts';

type ProfilePatch = Parameters<typeof apiRequest<typeof patchProfileRoute.schema>>[1]['body'];

/** PATCH fid/{fidId}/profile (spec 7 "Profile"): names, avatar (an uploaded image's id). */
export function useUpdateProfile(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfilePatch) => apiRequest(patchProfileRoute, { params: { fidId }, body }),
    onSuccess: (profile: Profile) => client.setQueryData(['profile', fidId], profile),
  });
}

/** POST fid/{fidId}/profile/password: this browser's session stays open, the others end. */
export function useChangePassword(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<ChangePasswordBody, 'current_session'>) => {
      const refresh = getSession()?.refresh;
      const current_session = refresh ? await sessionHash(refresh) : undefined;
      return apiRequest(changePasswordRoute, { params: { fidId }, body: { ...body, current_session } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['sessions', fidId] }),
  });
}
