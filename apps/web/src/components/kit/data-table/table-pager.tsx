import { PAGE_SIZE_CHOICES } from '@dl/domain';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useId } from 'react';
import { pageCount, pageSizeLabel, rangeText, visiblePages } from './table-query.ts';

export interface TablePagerProps {
  page: number;
  limit: number;
  total: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  pageSizes?: readonly number[];
  disabled?: boolean;
}

/** Rows per page and a page selector with at most 5 page buttons (spec 2, 9). */
export function TablePager({
  page,
  limit,
  total,
  onPageChange,
  onLimitChange,
  pageSizes = PAGE_SIZE_CHOICES,
  disabled = false,
}: TablePagerProps) {
  const count = pageCount(total, limit);
  const current = Math.min(Math.max(1, page), count);
  const rangeId = useId();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" py="xs">
      <Group gap="sm" wrap="nowrap">
        <NativeSelect
          label="Rows per page"
          size="xs"
          w={160}
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { whiteSpace: 'nowrap' } }}
          value={String(limit)}
          onChange={(event) => onLimitChange(Number(event.currentTarget.value))}
          data={pageSizes.map((size) => ({ value: String(size), label: pageSizeLabel(size) }))}
          disabled={disabled}
        />
        <Text size="sm" id={rangeId} aria-live="polite">
          {rangeText(current, limit, total)}
        </Text>
      </Group>
      <Pagination.Root total={count} value={current} onChange={onPageChange} disabled={disabled} size="sm">
        <Group component="nav" aria-label="Pagination" gap={4} wrap="nowrap">
          <Pagination.First aria-label="First page" />
          <Pagination.Previous aria-label="Previous page" />
          {visiblePages(current, count).map((n) => (
            <Pagination.Control
              key={n}
              active={n === current}
              aria-current={n === current ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onPageChange(n)}
            >
              {n}
            </Pagination.Control>
          ))}
          <Pagination.Next aria-label="Next page" />
          <Pagination.Last aria-label="Last page" />
        </Group>
      </Pagination.Root>
    </Group>
  );
}
