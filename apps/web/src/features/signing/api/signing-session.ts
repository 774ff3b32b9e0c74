import {
  getSigningSessionRoute,
  type SigningAccepted,
  type SigningSession,
  type SubmitSigningBody,
  submitSigningSessionRoute,
} from '@dl/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** GET signing-sessions/{id}: the ceremony's document, fields, consent text and status. */
function getSigningSession(fidId: string, id: string): Promise<SigningSession> {
  return apiRequest(getSigningSessionRoute, { params: { fidId, id } });
}

const signingSessionQuery = (fidId: string, id: string) =>
  queryOptions({
    queryKey: ['signing-session', fidId, id],
    queryFn: () => getSigningSession(fidId, id),
    // The signed link inside expires after a few minutes: never serve an old copy.
    staleTime: 0,
  });

export function useSigningSession(fidId: string, id: string) {
  return useQuery({ ...signingSessionQuery(fidId, id), refetchOnWindowFocus: false });
}

/** Spec 4 docu-sign-wait: the session is read every 1.5 s until it is sealed or failed. */
export const SEAL_POLL_MS = 1500;
const FINAL = new Set(['SEALED', 'FAILED', 'CANCELLED']);

export function useSealProgress(fidId: string, id: string) {
  return useQuery({
    ...signingSessionQuery(fidId, id),
    enabled: fidId !== '' && id !== '',
    refetchInterval: (query) => (query.state.data && FINAL.has(query.state.data.status) ? false : SEAL_POLL_MS),
    refetchIntervalInBackground: true,
    retry: 2,
  });
}

/** POST signing-sessions/{id}/submit: consent, the mark and the fill-form values. */
function submitSigning(fidId: string, id: string, body: SubmitSigningBody): Promise<SigningAccepted> {
  return apiRequest(submitSigningSessionRoute, { params: { fidId, id }, body });
}

export function useSubmitSigning(fidId: string, id: string) {
  return useMutation({ mutationFn: (body: SubmitSigningBody) => submitSigning(fidId, id, body) });
}
