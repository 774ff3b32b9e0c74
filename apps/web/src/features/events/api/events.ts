import {
  type CreateEventBody,
  createEventRoute,
  deleteEventRoute,
  type EventListQuery,
  listEventsRoute,
  updateEventRoute,
} from '@dl/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const eventsKey = (fidId: string) => ['events', fidId] as const;

/** GET events: upcoming=true soonest first, upcoming=false latest first. */
export function useEventList(fidId: string, query: EventListQuery, enabled = true) {
  return useQuery({
    queryKey: [...eventsKey(fidId), query],
    queryFn: ({ signal }) => apiRequest(listEventsRoute, { params: { fidId }, query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type EventInput = CreateEventBody;

/** POST fid-admin/events, or PUT fid-admin/events/{id} with an id; every list reloads. */
export function useSaveEvent(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: EventInput }) =>
      id
        ? (await apiRequest(updateEventRoute, { params: { fidId, id }, body })).data
        : (await apiRequest(createEventRoute, { params: { fidId }, body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: eventsKey(fidId) }),
  });
}

/** DELETE fid-admin/events/{id}. */
export function useDeleteEvent(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteEventRoute, { params: { fidId, id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventsKey(fidId) }),
  });
}
