import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { DataTableColumn } from './data-table-column.ts';
import { parseOrdering } from './table-query.ts';

interface SortHeaderProps<T> {
  column: DataTableColumn<T>;
  ordering: string | null | undefined;
  onSort: (field: string) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function SortHeader<T>({ column, ordering, onSort }: SortHeaderProps<T>) {
  const { header, sortField, align = 'left', width, hideHeader } = column;
  const parsed = parseOrdering(ordering);
  const direction = sortField && parsed?.field === sortField ? parsed.direction : null;
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th
      ta={align}
      w={width}
      aria-sort={sortField ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {hideHeader ? (
        <VisuallyHidden>{header}</VisuallyHidden>
      ) : sortField ? (
        <UnstyledButton
          onClick={() => onSort(sortField)}
          fw={700}
          fz="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          {header}
          <Icon size={14} aria-hidden opacity={direction ? 1 : 0.6} />
        </UnstyledButton>
      ) : (
        header
      )}
    </Table.Th>
  );
}
