import {
  type AddMembershipBody,
  addMembershipRoute,
  changeMembershipRoleRoute,
  disableUserRoute,
  enableUserRoute,
  type ProviderUserDetail,
  removeMembershipRoute,
  resetOtpRoute,
  sendPasswordLinkRoute,
} from '@dl/contracts';
import type { Role } from '@dl/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { USERS_KEY, userKey } from './users.ts';

/** Each change answers the user as they now are: the page shows that at once, and the lists reload. */
function useUserChange<I>(call: (input: I) => Promise<{ data: ProviderUserDetail }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => (await call(input)).data,
    onSuccess: (user) => {
      client.setQueryData(userKey(user.id), user);
      void client.invalidateQueries({ queryKey: [...USERS_KEY, 'list'] });
    },
  });
}

export function useAddMembership(userId: string) {
  return useUserChange((body: AddMembershipBody) => apiRequest(addMembershipRoute, { params: { userId }, body }));
}

export function useChangeMembershipRole(userId: string) {
  return useUserChange(({ membershipId, role }: { membershipId: string; role: Role }) =>
    apiRequest(changeMembershipRoleRoute, { params: { userId, membershipId }, body: { role } }),
  );
}

export function useRemoveMembership(userId: string) {
  return useUserChange((membershipId: string) =>
    apiRequest(removeMembershipRoute, { params: { userId, membershipId } }),
  );
}

export function useSetUserEnabled(userId: string) {
  return useUserChange((enabled: boolean) =>
    apiRequest(enabled ? enableUserRoute : disableUserRoute, { params: { userId } }),
  );
}

export function useResetOtp(userId: string) {
  return useUserChange((_: undefined) => apiRequest(resetOtpRoute, { params: { userId } }));
}

/** The answer's `detail` says whether an invitation or a reset link went out. */
export function useSendPasswordLink(userId: string) {
  return useMutation({ mutationFn: () => apiRequest(sendPasswordLinkRoute, { params: { userId } }) });
}
