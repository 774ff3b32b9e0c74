import { useSearchParams } from 'react-router';

/**
 * Filters kept in the address (a list can be shared and survives a reload), next to the chosen
 * company (`company=`), which they never touch. A change goes back to page 1.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, search.get(k) ?? ''])) as Record<K, string>;
  const set = (key: K, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { values, set };
}

/** One of the allowed values, or undefined (an edited address cannot send a value the API refuses). */
export function oneOf<T extends string>(allowed: readonly T[], value: string): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}
