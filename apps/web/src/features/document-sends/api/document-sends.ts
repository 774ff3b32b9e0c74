import {
  listAudienceOpportunitiesRoute,
  listDocumentRecipientsRoute,
  listDocumentSendsRoute,
  listInvestorsRoute,
  type RECIPIENT_FILTERS,
  type SendDocumentBody,
  sendDocumentRoute,
} from '@dl/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const sendsKey = (fidId: string) => ['document-sends', fidId] as const;

export type RecipientFilter = (typeof RECIPIENT_FILTERS)[number];

/** GET fid-admin/documents: what was sent, newest first, with how many viewed and signed. */
export function useDocumentSends(fidId: string, query: { page: number; limit: number; search?: string }) {
  return useQuery({
    queryKey: [...sendsKey(fidId), 'list', query],
    queryFn: ({ signal }) => apiRequest(listDocumentSendsRoute, { params: { fidId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET fid-admin/documents/{id}/recipients: who received one send, who viewed and who signed. */
export function useDocumentRecipients(
  fidId: string,
  sendId: string,
  query: { page: number; limit: number; status?: RecipientFilter },
) {
  return useQuery({
    queryKey: [...sendsKey(fidId), 'recipients', sendId, query],
    queryFn: ({ signal }) => apiRequest(listDocumentRecipientsRoute, { params: { fidId, id: sendId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET fid-admin/documents/opportunities: the audience picker's opportunities with their investors. */
export function useAudienceOpportunities(fidId: string) {
  return useQuery({
    queryKey: [...sendsKey(fidId), 'opportunities'],
    queryFn: async ({ signal }) =>
      (await apiRequest(listAudienceOpportunitiesRoute, { params: { fidId }, signal })).data,
  });
}

/** The investors whose name or e-mail matches, for the one-investor audience (entities only). */
export function useInvestorSearch(fidId: string, search: string) {
  return useQuery({
    queryKey: ['document-sends-investors', fidId, search],
    queryFn: async ({ signal }) => {
      const page = await apiRequest(listInvestorsRoute, {
        params: { fidId },
        query: { page: 1, limit: 20, ordering: 'name', ...(search ? { search } : {}) },
        signal,
      });
      return page.results.filter((r) => r.entity_id !== null);
    },
    placeholderData: keepPreviousData,
  });
}

/** POST fid-admin/documents; the sends list reloads. */
export function useSendDocument(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SendDocumentBody) =>
      (await apiRequest(sendDocumentRoute, { params: { fidId }, body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: sendsKey(fidId) }),
  });
}
