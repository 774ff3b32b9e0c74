import { type EventListQuery, listEventsRoute } from '@dl/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
