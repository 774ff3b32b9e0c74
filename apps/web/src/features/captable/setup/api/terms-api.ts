import { createTermsRoute, deleteTermsRoute, reviseTermsRoute, type TermsBody } from '@dl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { capTableKey, sendForm, type CapParams } from '#web/features/captable/core/index.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Creates (POST) or revises (PUT, a new version) terms; a refusal names each problem's field. */
export function useSaveTerms(params: CapParams, termsId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TermsBody) =>
      termsId
        ? (await sendForm(reviseTermsRoute, { ...params, termsId }, body)).data
        : (await sendForm(createTermsRoute, params, body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: capTableKey(params.fidId) }),
  });
}

export function useDeleteTerms(params: CapParams) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (termsId: string) => apiRequest(deleteTermsRoute, { params: { ...params, termsId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: capTableKey(params.fidId) }),
  });
}
