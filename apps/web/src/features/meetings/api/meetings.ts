import {
  acceptMeetingRoute,
  type CreateMeetingBody,
  declineMeetingRoute,
  cancelMeetingRoute,
  createMeetingRoute,
  listMeetingsRoute,
  type Meeting,
} from '@dl/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const meetingsKey = (fidId: string) => ['meetings', fidId] as const;

export interface MeetingListQuery {
  page: number;
  limit: number;
  status?: Meeting['status'];
}

/** GET meetings: my entity's requests, newest first. */
export function useMeetingList(fidId: string, query: MeetingListQuery) {
  return useQuery({
    queryKey: [...meetingsKey(fidId), query],
    queryFn: ({ signal }) => apiRequest(listMeetingsRoute, { params: { fidId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateMeeting(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateMeetingBody) =>
      (await apiRequest(createMeetingRoute, { params: { fidId }, body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: meetingsKey(fidId) }),
  });
}

export function useCancelMeeting(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await apiRequest(cancelMeetingRoute, { params: { fidId, id } })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: meetingsKey(fidId) }),
  });
}

/** POST meetings/{id}/accept at one of the proposed times, or /decline with a reason (issuer or fund staff). */
export function useAnswerMeeting(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      answer: { id: string; kind: 'accept'; time: string } | { id: string; kind: 'decline'; reason: string },
    ) =>
      answer.kind === 'accept'
        ? (await apiRequest(acceptMeetingRoute, { params: { fidId, id: answer.id }, body: { time: answer.time } })).data
        : (
            await apiRequest(declineMeetingRoute, {
              params: { fidId, id: answer.id },
              body: { reason: answer.reason },
            })
          ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: meetingsKey(fidId) }),
  });
}
