import { type Favorite, type OpportunityFavorite, setOpportunityFavoriteRoute } from '@dl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/** PATCH investors/opportunities/{id}/favorite with favorite 1, -1 or 0 (spec 7). */
function setFavorite(fidId: string, id: string, favorite: Favorite): Promise<OpportunityFavorite> {
  return apiRequest(setOpportunityFavoriteRoute, { params: { fidId, id }, body: { favorite } });
}

/** Thumbs up / down toggle: pressing the active one goes back to neutral. */
export function nextFavorite(current: Favorite, pressed: 1 | -1): Favorite {
  return current === pressed ? 0 : pressed;
}

/** The favorite toggles of a tenant: lists show a row's toggle as busy while its change is in flight. */
export const toggleFavoriteKey = (fidId: string) => ['opportunities', fidId, 'favorite'] as const;

export interface FavoriteChange {
  id: string;
  favorite: Favorite;
}

export function useToggleFavorite(fidId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: toggleFavoriteKey(fidId),
    mutationFn: ({ id, favorite }: FavoriteChange) => setFavorite(fidId, id, favorite),
    // A dismissed row leaves the unfiltered list: the lists are read again.
    onSettled: () => client.invalidateQueries({ queryKey: ['opportunities', fidId] }),
  });
}
