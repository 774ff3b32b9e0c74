import { useEffect, useRef, useState } from 'react';

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
 * of quiet; an answer that arrives after a newer request started is dropped.
 */
export function useEntitySearch(fetcher: EntityFetcher, search: string, options: Options): EntitySearchState {
  const { enabled, limit, debounceMs } = options;
  const [state, setState] = useState<EntitySearchState>({ items: [], loading: false, failed: false });
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const latest = useRef(0);
  const loadedOnce = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    const request = ++latest.current;
    setState((s) => ({ ...s, loading: true, failed: false }));
    const run = () => {
      loadedOnce.current = true;
      fetcherRef
        .current(search, ENTITY_SEARCH.page, limit)
        .then((page) => {
          if (request === latest.current) setState({ items: page.results, loading: false, failed: false });
        })
        .catch(() => {
          if (request === latest.current) setState({ items: [], loading: false, failed: true });
        });
    };
    const timer = setTimeout(run, loadedOnce.current ? debounceMs : 0);
    return () => clearTimeout(timer);
  }, [enabled, search, limit, debounceMs]);

  return state;
}
