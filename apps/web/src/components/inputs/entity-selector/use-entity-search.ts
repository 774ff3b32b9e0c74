import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';

/** Spec 3 "Entity selector result": name and id, tagged with source common or empty. */
export interface EntityItem {
  id: string | number;
  name: string;
  source?: string | null;
}

export interface EntityPage {
  results: EntityItem[];
}

/** One page of the entity list for a search text (spec 7: page, limit and a search key). */
export type EntityFetcher = (search: string, page: number, limit: number) => Promise<EntityPage>;

/** Spec 9: entity selector page 1, limit 20, search debounced 500 ms. */
export const ENTITY_SEARCH = { page: 1, limit: 20, debounceMs: 500 } as const;

export interface EntitySearchState {
  items: EntityItem[];
  loading: boolean;
  failed: boolean;
}

interface Options {
  enabled: boolean;
  limit: number;
  debounceMs: number;
}

/**
 * Results for `search` while `enabled`: the first load at once, later searches after `debounceMs`
 * of quiet; only the answer for the latest text is shown. A list is read again each time it is
 * asked for, showing the last answer meanwhile.
 */
export function useEntitySearch(fetcher: EntityFetcher, search: string, options: Options): EntitySearchState {
  const { enabled, limit, debounceMs } = options;
  const [settled] = useDebouncedValue(search, debounceMs);
  // The fetcher is this selector's own: its answers are kept apart from every other selector's.
  const owner = useId();
  const query = useQuery({
    queryKey: ['entity-search', owner, settled, limit],
    queryFn: () => fetcher(settled, ENTITY_SEARCH.page, limit),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
  const loading = enabled && (search !== settled || query.isFetching);
  return { items: query.data?.results ?? [], loading, failed: query.isError && !loading };
}
