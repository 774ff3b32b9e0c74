import { PAGE_SIZE_ALL } from '@dl/domain';

/** Server list convention of spec 7: page, limit, ordering (leading '-' = descending). */
export interface TableQuery {
  page: number;
  limit: number;
  ordering?: string | null;
}

export type SortDirection = 'asc' | 'desc';

export function parseOrdering(ordering: string | null | undefined): { field: string; direction: SortDirection } | null {
  if (!ordering) return null;
  return ordering.startsWith('-')
    ? { field: ordering.slice(1), direction: 'desc' }
    : { field: ordering, direction: 'asc' };
}

/** Clicking a header cycles ascending -> descending -> the server's default order. */
export function nextOrdering(current: string | null | undefined, field: string): string | null {
  const parsed = parseOrdering(current);
  if (parsed?.field !== field) return field;
  return parsed.direction === 'asc' ? `-${field}` : null;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/** Spec 9: at most `max` (5) page buttons, a window kept around the current page. */
export function visiblePages(page: number, count: number, max = 5): number[] {
  const size = Math.min(max, count);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), count - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

export function pageSizeLabel(size: number): string {
  return size === PAGE_SIZE_ALL ? 'All' : String(size);
}

/** '11–20 of 57'. */
export function rangeText(page: number, limit: number, total: number): string {
  if (total <= 0) return '0 of 0';
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return `${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}
