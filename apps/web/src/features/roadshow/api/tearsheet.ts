import { type Tearsheet, TEARSHEET_INVITE_SENT, tearsheetInviteRoute, tearsheetRoute } from '@dl/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET /fid/{fid}/opportunities/{id}/tearsheet, with the Authorization header (spec 7). */
const tearsheetQuery = (fidId: string, id: string) =>
  queryOptions({
    queryKey: ['tearsheet', fidId, id],
    queryFn: (): Promise<Tearsheet> => apiRequest(tearsheetRoute, { params: { fidId, id } }),
  });

export function useTearsheet(fidId: string, id: string) {
  return useQuery({ ...tearsheetQuery(fidId, id), enabled: fidId !== '' && id !== '' });
}

export interface InviteInput {
  email: string;
}

/** POST /fid/{fid}/tearsheet/invite-user/signup: the same answer whether or not the address is known. */
export function useTearsheetInvite(fidId: string, opportunityId: string) {
  return useMutation({
    mutationFn: async (input: InviteInput) => {
      const answer = await apiRequest(tearsheetInviteRoute, {
        params: { fidId },
        body: { ...input, opportunity_id: opportunityId },
      });
      return answer.detail || TEARSHEET_INVITE_SENT;
    },
  });
}
