import { listSessionsRoute, revokeSessionRoute } from '@dl/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { getSession } from '#web/lib/session-store.ts';
import { sessionHash } from '../lib/session-hash.ts';

/** GET fid/{fidId}/sessions, naming this browser's session by the hash of its refresh token. */
async function getSessions(fidId: string) {
  const refresh = getSession()?.refresh;
  const current = refresh ? await sessionHash(refresh) : undefined;
  return apiRequest(listSessionsRoute, { params: { fidId }, query: { current } });
}

const sessionsQuery = (fidId: string) =>
  queryOptions({ queryKey: ['sessions', fidId], queryFn: () => getSessions(fidId) });

export function useSessions(fidId: string) {
  return useQuery(sessionsQuery(fidId));
}

export function useRevokeSession(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => apiRequest(revokeSessionRoute, { params: { fidId, sessionId } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['sessions', fidId] }),
  });
}
