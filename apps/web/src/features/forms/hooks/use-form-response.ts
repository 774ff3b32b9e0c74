import type { FormResponseRecord, FormResponseStatus } from '@dl/contracts';
import type { FormResponse, FormTemplate, OptionResolver } from '@dl/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '#web/lib/session-store.ts';
import {
  formResponseKey,
  formResponseQuery,
  formTemplateQuery,
  revealFormValue,
  saveFormResponse,
} from '../api/form-queries.ts';
import { submitFormResponse } from '../api/submit-form.ts';
import { useDataEntityResolver } from './use-data-entity-resolver.ts';

export interface UseFormResponse {
  template: FormTemplate | undefined;
  /** The stored response (sensitive answers masked), or an empty one for the latest template. */
  response: FormResponse | undefined;
  status: FormResponseStatus | null;
  /** Sensitive answers still masked: key -> the masked text ('•••• 1234'). */
  masked: Record<string, string>;
  modifiedOn: string | null;
  isLoading: boolean;
  /** Loading the template or the response failed. */
  error: unknown;
  isSaving: boolean;
  isSubmitting: boolean;
  resolver: OptionResolver;
  /** PUT the draft; throws when it could not be saved. */
  saveDraft: (response: FormResponse) => Promise<FormResponseRecord>;
  /** POST submit: null when accepted, else the messages by field path; throws on other failures. */
  submit: (response: FormResponse) => Promise<Record<string, string> | null>;
  /** The clear value of a masked answer (the owner only; audited by the server). */
  reveal: (field: string) => Promise<string>;
}

function maskedOf(record: FormResponseRecord | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of record?.masked ?? []) {
    const shown = record?.response.values[key];
    if (typeof shown === 'string') out[key] = shown;
  }
  return out;
}

/**
 * One form of one entity (the token's current entity when `entityId` is null): template, stored
 * response, and the draft / submit / reveal calls, which keep the query cache current.
 */
export function useFormResponse(formId: string, entityId: string | null): UseFormResponse {
  const { claims } = useSession();
  const fidId = claims?.current_fiduciary_id ?? '';
  const queryClient = useQueryClient();
  const templateQuery = useQuery({ ...formTemplateQuery(fidId, formId), enabled: Boolean(fidId) });
  const responseQuery = useQuery({ ...formResponseQuery(fidId, formId, entityId), enabled: Boolean(fidId) });
  const resolver = useDataEntityResolver(fidId || null, templateQuery.data);
  const record = responseQuery.data;
  const template = templateQuery.data;

  // Our own save or submit answers the stored (masked) record: it becomes the cached one.
  const store = (next: FormResponseRecord) => queryClient.setQueryData(formResponseKey(fidId, formId, entityId), next);
  const saving = useMutation({
    mutationFn: (response: FormResponse) => saveFormResponse(fidId, formId, entityId, response),
    onSuccess: store,
  });
  const { mutateAsync: sendSubmit, isPending: isSubmitting } = useMutation({
    mutationFn: (response: FormResponse) =>
      submitFormResponse(fidId, formId, entityId ? { entity_id: entityId, response } : { response }),
    onSuccess: (outcome) => {
      if (outcome.ok) store(outcome.record);
    },
  });

  const submit = useCallback(
    async (response: FormResponse) => {
      const outcome = await sendSubmit(response);
      return outcome.ok ? null : outcome.errors;
    },
    [sendSubmit],
  );

  const reveal = useCallback(
    (field: string) => revealFormValue(fidId, formId, entityId, field),
    [fidId, formId, entityId],
  );

  const response = record?.response ?? (template ? { template_version: template.version, values: {} } : undefined);
  return {
    template,
    response,
    status: record?.status ?? null,
    masked: maskedOf(record),
    modifiedOn: record?.modified_on ?? null,
    isLoading: templateQuery.isPending || responseQuery.isPending,
    error: templateQuery.error ?? responseQuery.error,
    isSaving: saving.isPending,
    isSubmitting,
    resolver,
    saveDraft: saving.mutateAsync,
    submit,
    reveal,
  };
}
