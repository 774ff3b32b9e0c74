import { PAGE_SIZE_ALL } from '@dl/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** Page, page size and ordering of a list (the kit table's `TableQuery`, kept here to spare lib a kit import). */
export interface ListPaging {
  page: number;
  limit: number;
  ordering?: string | null;
}

/** A list's filters: text values, empty meaning "no filter". */
export type ListFilters<F> = Record<keyof F, string>;

export interface ListUrlStateOptions<F extends ListFilters<F>> {
  /** Filters with nothing chosen; a value equal to its default is left out of the address. */
  filters: F;
  /** Page 1, the default page size and the default ordering (also left out of the address). */
  paging: ListPaging;
  /** The values a filter may take (a select's options); anything else in the address reads as the default. */
  allowed?: { [K in keyof F]?: readonly string[] };
  /** Fields the list sorts by; any other ordering in the address reads as the default. */
  orderingFields?: readonly string[];
  /** Prefix of the parameter names when a page shows more than one list ('tx.' gives 'tx.page'). */
  prefix?: string;
}

export interface SetOptions {
  /** Replace the history entry (typing in a search box) rather than push one (a page change, Apply). */
  replace?: boolean;
}

const PAGING_KEYS = ['page', 'limit', 'ordering'] as const;

function positiveInt(text: string | null, fallback: number, max: number): number {
  if (text === null || !/^\d{1,9}$/.test(text)) return fallback;
  const value = Number(text);
  return value >= 1 && value <= max ? value : fallback;
}

/**
 * One way for every list to keep its filters, ordering, page and page size in the address, so a
 * reload, Back and a shared link show the same rows. Only values that differ from the defaults are
 * written. Choosing filters starts again at page 1.
 */
export function useListUrlState<F extends ListFilters<F>>({
  filters: defaults,
  paging: pagingDefaults,
  allowed,
  orderingFields,
  prefix = '',
}: ListUrlStateOptions<F>) {
  const [params, setParams] = useSearchParams();
  const name = useCallback((key: string) => `${prefix}${key}`, [prefix]);

  const filters = useMemo(() => {
    const read = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof F & string)[]) {
      const value = params.get(name(key));
      if (value === null) continue;
      const choices = allowed?.[key];
      if (choices && !choices.includes(value)) continue;
      (read as Record<string, string>)[key] = value;
    }
    return read;
  }, [params, defaults, allowed, name]);

  const paging = useMemo<ListPaging>(() => {
    let ordering = params.get(name('ordering'));
    if (ordering && orderingFields && !orderingFields.includes(ordering.replace(/^-/, ''))) ordering = null;
    return {
      page: positiveInt(params.get(name('page')), 1, 100_000_000),
      limit: positiveInt(params.get(name('limit')), pagingDefaults.limit, PAGE_SIZE_ALL),
      ordering: ordering === null ? (pagingDefaults.ordering ?? null) : ordering || null,
    };
  }, [params, pagingDefaults, orderingFields, name]);

  const write = useCallback(
    (nextFilters: F, nextPaging: ListPaging, options: SetOptions) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of Object.keys(defaults) as (keyof F & string)[]) {
            const value = nextFilters[key] ?? '';
            if (value === (defaults[key] ?? '')) next.delete(name(key));
            else next.set(name(key), value);
          }
          for (const key of PAGING_KEYS) next.delete(name(key));
          if (nextPaging.page > 1) next.set(name('page'), String(nextPaging.page));
          if (nextPaging.limit !== pagingDefaults.limit) next.set(name('limit'), String(nextPaging.limit));
          const ordering = nextPaging.ordering ?? null;
          const defaultOrdering = pagingDefaults.ordering ?? null;
          // An empty `ordering` asks for the server's own order when the list has a default of its own.
          if (ordering !== defaultOrdering) next.set(name('ordering'), ordering ?? '');
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams, defaults, pagingDefaults, name],
  );

  const setFilters = useCallback(
    (next: F, options: SetOptions = {}) => write(next, { ...paging, page: 1 }, options),
    [write, paging],
  );
  const setPaging = useCallback(
    (next: ListPaging, options: SetOptions = {}) => write(filters, next, options),
    [write, filters],
  );
  const isFiltered = (Object.keys(defaults) as (keyof F)[]).some(
    (key) => (filters[key] ?? '') !== (defaults[key] ?? ''),
  );

  return { filters, paging, setFilters, setPaging, isFiltered };
}
