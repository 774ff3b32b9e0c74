import {
  changePartyRoleRoute,
  type InvitePartyBody,
  invitePartyRoute,
  listPartiesRoute,
  type PartyRole,
  removePartyRoute,
} from '@dl/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const partiesQuery = (fidId: string, entityId: string) =>
  queryOptions({
    queryKey: ['authorized-parties', fidId, entityId],
    queryFn: () => apiRequest(listPartiesRoute, { params: { fidId, entityId } }),
  });

export function useParties(fidId: string, entityId: string | null) {
  return useQuery({ ...partiesQuery(fidId, entityId ?? ''), enabled: entityId !== null });
}

function usePartyMutation<T>(fidId: string, entityId: string, call: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: ['authorized-parties', fidId, entityId] }),
  });
}

export function useInviteParty(fidId: string, entityId: string) {
  return usePartyMutation(fidId, entityId, (body: InvitePartyBody) =>
    apiRequest(invitePartyRoute, { params: { fidId, entityId }, body }),
  );
}

export function useChangePartyRole(fidId: string, entityId: string) {
  return usePartyMutation(fidId, entityId, ({ userId, role }: { userId: string; role: PartyRole }) =>
    apiRequest(changePartyRoleRoute, { params: { fidId, entityId, userId }, body: { role } }),
  );
}

export function useRemoveParty(fidId: string, entityId: string) {
  return usePartyMutation(fidId, entityId, (userId: string) =>
    apiRequest(removePartyRoute, { params: { fidId, entityId, userId } }),
  );
}
