import { createNdaRoute, getNdaPreFormRoute, type Nda } from '@dl/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET investors/opportunities/{id}/nda/pre-form: the template and any saved answers. */
const ndaPreFormQuery = (fidId: string, opportunityId: string) =>
  queryOptions({
    queryKey: ['nda-pre-form', fidId, opportunityId],
    queryFn: () => apiRequest(getNdaPreFormRoute, { params: { fidId, id: opportunityId } }),
  });

export function useNdaPreForm(fidId: string, opportunityId: string, enabled: boolean) {
  return useQuery({ ...ndaPreFormQuery(fidId, opportunityId), enabled });
}

/** POST investors/opportunities/{id}/nda with the browser's timezone and the pre-form response. */
function createNda(fidId: string, opportunityId: string, response: Record<string, unknown>): Promise<Nda> {
  return apiRequest(createNdaRoute, {
    params: { fidId, id: opportunityId },
    body: { timezone: browserTimezone(), pre_form_response: { response } },
  });
}

export function useCreateNda(fidId: string, opportunityId: string) {
  return useMutation({ mutationFn: (response: Record<string, unknown>) => createNda(fidId, opportunityId, response) });
}

export function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
