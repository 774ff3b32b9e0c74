import {
  type CreateMeetingBody,
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
