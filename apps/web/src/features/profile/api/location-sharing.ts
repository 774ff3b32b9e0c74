import { getLocationSharingRoute, type LocationSharing, putLocationSharingRoute } from '@dl/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

const locationSharingQuery = (fidId: string) =>
  queryOptions({
    queryKey: ['location-sharing', fidId],
    queryFn: (): Promise<LocationSharing> => apiRequest(getLocationSharingRoute, { params: { fidId } }),
  });

/** GET profile/location-sharing: whether my city shows on the fiduciary's investor map. */
export function useLocationSharing(fidId: string) {
  return useQuery(locationSharingQuery(fidId));
}

/** PUT profile/location-sharing. */
export function useSetLocationSharing(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (show_location: boolean) =>
      apiRequest(putLocationSharingRoute, { params: { fidId }, body: { show_location } }),
    onSuccess: (answer: LocationSharing) => client.setQueryData(['location-sharing', fidId], answer),
  });
}
