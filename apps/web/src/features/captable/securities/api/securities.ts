import {
  createSecurityDraftRoute,
  deleteSecurityDraftRoute,
  getSecurityRoute,
  issueSecuritiesRoute,
  listSecuritiesRoute,
  type SecurityDetail,
  type SecurityDraftBody,
  updateSecurityDraftRoute,
} from '@dl/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { type CapParams, capKey, capTableKey, sendForm } from '#web/features/captable/core/index.ts';

export interface SecurityListQuery {
  page: number;
  itemsPerPage: number;
  status?: 'draft' | 'issued' | 'ended';
  kind?: 'CS' | 'PS' | 'WA' | 'CN' | 'SAFE' | 'OP';
  stakeholder_id?: string;
  class_id?: string;
  plan_id?: string;
}

/** GET .../securities: one page, filtered by status and kind. */
export function useSecurities(p: CapParams | null, query: SecurityListQuery) {
  return useQuery({
    queryKey: capKey(p ?? { fidId: '', issuerId: '' }, 'securities', query),
    queryFn: () => apiRequest(listSecuritiesRoute, { params: p as CapParams, query }),
    placeholderData: keepPreviousData,
    enabled: p !== null,
  });
}

/** GET .../securities/{id}: facts, schedule, terms, lineage, children and documents. */
export function useSecurity(p: CapParams | null, securityId: string) {
  return useQuery({
    queryKey: capKey(p ?? { fidId: '', issuerId: '' }, 'security', securityId),
    queryFn: async () => (await apiRequest(getSecurityRoute, { params: { ...(p as CapParams), securityId } })).data,
    enabled: p !== null && securityId !== '',
  });
}

/** After any change the whole portal reads again: a ledger change moves the summary, the ledger and the lists. */
export function useInvalidateCapTable(fidId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: capTableKey(fidId) });
}

/** POST .../securities (a new draft) or PATCH .../securities/{id} (a draft). */
export function useSaveDraft(p: CapParams, securityId: string | null) {
  const invalidate = useInvalidateCapTable(p.fidId);
  return useMutation({
    mutationFn: async (body: SecurityDraftBody): Promise<SecurityDetail> =>
      securityId
        ? (await sendForm(updateSecurityDraftRoute, { ...p, securityId }, body)).data
        : (await sendForm(createSecurityDraftRoute, { ...p }, body)).data,
    onSettled: invalidate,
  });
}

/** DELETE .../securities/{id}: drafts only. */
export function useDeleteDraft(p: CapParams) {
  const invalidate = useInvalidateCapTable(p.fidId);
  return useMutation({
    mutationFn: (securityId: string) => apiRequest(deleteSecurityDraftRoute, { params: { ...p, securityId } }),
    onSettled: invalidate,
  });
}

/** POST .../securities/issue: all the drafts or none. */
export function useIssueSecurities(p: CapParams) {
  const invalidate = useInvalidateCapTable(p.fidId);
  return useMutation({
    mutationFn: async (ids: string[]) =>
      (await apiRequest(issueSecuritiesRoute, { params: p, body: { security_ids: ids } })).issued,
    onSettled: invalidate,
  });
}
