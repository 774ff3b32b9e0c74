import {
  type CreateInvitationBody,
  createInvitationRoute,
  getInvestorRoute,
  investorAuditRoute,
  type InvestorListQuery,
  listInvestorsRoute,
  resendInvitationRoute,
  revealKycAnswerRoute,
  revokeInvitationRoute,
} from '@dl/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const investorsKey = (fidId: string) => ['fid-admin-investors', fidId] as const;

export function useInvestorList(fidId: string, query: InvestorListQuery) {
  return useQuery({
    queryKey: [...investorsKey(fidId), 'list', query],
    queryFn: ({ signal }) => apiRequest(listInvestorsRoute, { params: { fidId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvestor(fidId: string, id: string) {
  return useQuery({
    queryKey: [...investorsKey(fidId), 'detail', id],
    queryFn: async ({ signal }) => (await apiRequest(getInvestorRoute, { params: { fidId, id }, signal })).data,
  });
}

export function useInvestorAudit(fidId: string, id: string, paging: { page: number; limit: number }, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...investorsKey(fidId), 'audit', id, paging],
    queryFn: ({ signal }) => apiRequest(investorAuditRoute, { params: { fidId, id }, query: paging, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The clear value of one masked KYC answer; the server audits each reveal. */
export function useRevealKycAnswer(fidId: string, id: string) {
  return useMutation({
    mutationFn: async (field: string) =>
      (await apiRequest(revealKycAnswerRoute, { params: { fidId, id }, body: { field } })).data,
  });
}

/** Every change of an invitation reloads the lists. */
function useInvitationMutation<I>(fidId: string, call: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: investorsKey(fidId) }),
  });
}

export function useCreateInvitation(fidId: string) {
  return useInvitationMutation(fidId, (body: CreateInvitationBody) =>
    apiRequest(createInvitationRoute, { params: { fidId }, body }),
  );
}

export function useResendInvitation(fidId: string) {
  return useInvitationMutation(fidId, (id: string) => apiRequest(resendInvitationRoute, { params: { fidId, id } }));
}

export function useRevokeInvitation(fidId: string) {
  return useInvitationMutation(fidId, (id: string) => apiRequest(revokeInvitationRoute, { params: { fidId, id } }));
}

/** After an import the lists reload. */
export function useInvalidateInvestors(fidId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: investorsKey(fidId) });
}
