import {
  type FormResponseRecord,
  getCommonDataEntityRoute,
  getDataEntityRoute,
  getFormResponseRoute,
  getFormTemplateRoute,
  revealFormValueRoute,
  saveFormResponseRoute,
} from '@dl/contracts';
import type { FormResponse } from '@dl/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';

/** Everything of the forms feature hangs under the tenant's forms key. */
const formsKey = (fidId: string) => ['forms', fidId] as const;

/** `GET forms/:formId/template`: the latest version of a form. */
export const formTemplateQuery = (fidId: string, formId: string) =>
  queryOptions({
    queryKey: [...formsKey(fidId), 'template', formId],
    queryFn: async () => (await apiRequest(getFormTemplateRoute, { params: { fidId, formId } })).data,
    staleTime: 5 * 60_000,
  });

export const formResponseKey = (fidId: string, formId: string, entityId: string | null) =>
  [...formsKey(fidId), 'response', formId, entityId ?? 'current'] as const;

/** `GET forms/:formId/response?entity_id=`: the entity's response (masked) or null. */
export const formResponseQuery = (fidId: string, formId: string, entityId: string | null) =>
  queryOptions({
    queryKey: formResponseKey(fidId, formId, entityId),
    queryFn: async () =>
      (
        await apiRequest(getFormResponseRoute, {
          params: { fidId, formId },
          query: entityId ? { entity_id: entityId } : {},
        })
      ).data,
  });

/** `PUT forms/:formId/response`: saves a draft. */
export async function saveFormResponse(
  fidId: string,
  formId: string,
  entityId: string | null,
  response: FormResponse,
): Promise<FormResponseRecord> {
  const body = entityId ? { entity_id: entityId, response } : { response };
  return (await apiRequest(saveFormResponseRoute, { params: { fidId, formId }, body })).data;
}

/** `POST forms/:formId/response/reveal`: one sensitive answer in clear (owner only, audited). */
export async function revealFormValue(
  fidId: string,
  formId: string,
  entityId: string | null,
  field: string,
): Promise<string> {
  const body = entityId ? { entity_id: entityId, field } : { field };
  return (await apiRequest(revealFormValueRoute, { params: { fidId, formId }, body })).data.value;
}

/**
 * A data entity's items as options (`value` = item id, as the server's engine reads them). A tenant
 * list the tenant does not have falls back to the common one of the same name, as on the server.
 */
export const dataEntityQuery = (fidId: string, name: string, base: 'tenant' | 'common') =>
  queryOptions({
    queryKey: [...formsKey(fidId), 'data-entity', base, name],
    queryFn: async () => {
      const common = () => apiRequest(getCommonDataEntityRoute, { params: { entity: name } });
      let answer: Awaited<ReturnType<typeof common>>;
      if (base === 'common') answer = await common();
      else {
        try {
          answer = await apiRequest(getDataEntityRoute, { params: { fidId, entity: name } });
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
          answer = await common();
        }
      }
      return answer.value.map((item) => ({ value: String(item.id), label: item.name }));
    },
    staleTime: 10 * 60_000,
  });
