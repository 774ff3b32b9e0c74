import type { TableQuery } from './table-query.ts';
import { parseOrdering } from './table-query.ts';

export type SortValue = string | number | null | undefined;

function compare(a: SortValue, b: SortValue): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/**
 * Sorts and slices rows in the browser with the same query a server list takes, for lists that are
 * loaded whole. `sortValues` maps an ordering field to the value compared.
 */
export function applyClientQuery<T>(
  rows: readonly T[],
  query: TableQuery,
  sortValues: Record<string, (row: T) => SortValue> = {},
): T[] {
  const parsed = parseOrdering(query.ordering);
  const read = parsed ? sortValues[parsed.field] : undefined;
  const sorted = read
    ? [...rows].sort((x, y) => compare(read(x), read(y)) * (parsed?.direction === 'desc' ? -1 : 1))
    : [...rows];
  const start = (query.page - 1) * query.limit;
  return sorted.slice(start, start + query.limit);
}
